// A seat's phone (serve --play): the moves `play` offers this seat now, as
// buttons and fields built from the game's own descriptions; each is sent
// as the command line's words to <seat link>/act. The link is the page's
// token: nothing else (no cookie) lets a request act.
"use strict";
(function () {
  var base = document.body.getAttribute("data-base");
  var offersEl = document.getElementById("offers");
  var said = document.getElementById("said");
  var words = document.getElementById("words");
  // the page's words in the game's language (data-words on the body)
  var W = {};
  try {
    W = JSON.parse(document.body.getAttribute("data-words") || "{}");
  } catch (e) {
    W = {};
  }
  if (!base || !offersEl || !window.fetch) {
    return;
  }
  var entries = 0;
  var busy = false;
  // the value of play's Back among a question's choices (tui.Back)
  var BACK = "tui:back";

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) {
      e.className = cls;
    }
    if (text !== undefined) {
      e.textContent = text;
    }
    return e;
  }
  function newID() {
    var b = new Uint8Array(12);
    window.crypto.getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return ("0" + x.toString(16)).slice(-2); }).join("");
  }
  function tell(text, cls) {
    said.textContent = text;
    said.className = "said " + (cls || "");
  }

  // send POSTs the words; ask asks for the verb's confirmation first.
  function send(args, ask) {
    post({ args: args, ask: ask }, args);
  }
  // step asks a move one question at a time: the answers so far are sent,
  // the next question comes back (202), until the move is taken. seen is
  // the log's length the last question was asked at (a choice is an
  // option's place in the list, which the game's moves change): the server
  // asks again from the start if the game moved on meanwhile.
  function step(move, answers, seen) {
    post({ move: move, answers: answers, seen: seen }, null, move, answers);
  }
  function post(body, args, move, answers) {
    if (busy) {
      return;
    }
    busy = true;
    body.id = newID();
    if (body.seen === undefined) {
      body.seen = entries;
    }
    fetch(base + "/act", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "text/plain" },
      body: JSON.stringify(body),
      credentials: "omit",
      cache: "no-store",
    }).then(function (r) {
      return r.text().then(function (t) { return { status: r.status, type: r.headers.get("Content-Type") || "", text: t }; });
    }).then(function (r) {
      busy = false;
      if (r.status === 202) {
        var c = JSON.parse(r.text);
        if (c.question) {
          stepQuestion(c.question, move, answers, c.entries);
        } else {
          question(c.confirm, c.args || args);
        }
        return;
      }
      if (r.status === 200) {
        tell(r.text.trim() || W.done, "ok");
      } else if (r.type.indexOf("application/json") === 0) {
        var e = JSON.parse(r.text);
        tell((e.error === "refused" ? W.refused + " " : "") + e.message + (e.rule ? " (" + W.rule + " " + e.rule + ")" : ""), "bad");
      } else {
        tell(r.text.trim(), "bad");
      }
      load();
    }).catch(function () {
      busy = false;
      tell(W.unreachable, "bad");
    });
  }

  // question shows the verb's question before a risky move (as play asks it)
  // in the page itself, in the game's language: yes sends the words, no
  // sends nothing. While it stands, the moves are put away.
  function question(q, args) {
    closeAsk();
    var box = el("section", "confirm");
    box.id = "confirm";
    box.setAttribute("role", "alertdialog");
    box.setAttribute("aria-labelledby", "confirm-q");
    var text = el("div", "question");
    text.id = "confirm-q";
    q.split("\n").forEach(function (line) {
      if (line.trim()) {
        text.appendChild(el("p", "", line.trim()));
      }
    });
    box.appendChild(text);
    var row = el("div", "choices");
    var yes = el("button", "yes", W.confirm);
    yes.type = "button";
    yes.id = "confirm-yes";
    yes.addEventListener("click", function () {
      closeAsk();
      send(args, false);
    });
    var no = goBack(W.no);
    row.appendChild(yes);
    row.appendChild(no);
    box.appendChild(row);
    tell("", "");
    openAsk(box);
    no.focus();
  }
  // stepQuestion shows the next question of a move asked step by step, as
  // play asks it: a button per choice, or a line to type; Go back sends
  // nothing.
  function stepQuestion(q, move, answers, seen) {
    closeAsk();
    var box = el("section", "confirm step");
    box.id = "confirm";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-labelledby", "confirm-q");
    var text = el("div", "question");
    text.id = "confirm-q";
    text.appendChild(el("p", "", q.title));
    if (q.invalid) {
      text.appendChild(el("p", "said bad", q.invalid));
    }
    box.appendChild(text);
    var given = (answers || []).slice(0, q.at);
    function answer(v) {
      closeAsk();
      step(move, given.concat([v]), seen);
    }
    var row = el("div", "choices");
    // play's own Back (the last choice of its menus: "Back when done" in a
    // question that loops, else back to the moves) is no answer like the
    // others (a card's title among the cards): it takes the place of the
    // page's Go back, and is sent, as play takes it.
    var back = null;
    if (q.kind === "input") {
      var form = el("form", "offer");
      var input = el("input");
      input.type = "text";
      input.id = "step-input";
      input.placeholder = q.placeholder || "";
      input.autocomplete = "off";
      form.appendChild(input);
      var next = el("button", "go", W.next);
      next.type = "submit";
      form.appendChild(next);
      form.addEventListener("submit", function (e) {
        e.preventDefault();
        answer(input.value.trim());
      });
      box.appendChild(form);
    } else {
      var opts = q.kind === "confirm" ? [{ Label: W.confirm, Value: "yes" }, { Label: W.cancel, Value: "no" }] : (q.options || []);
      back = opts.find(function (o) { return o.Value === BACK; }) || null;
      opts = opts.filter(function (o) { return o.Value !== BACK; });
      opts.forEach(function (o) {
        var b = el("button", "choice", o.Label);
        b.type = "button";
        b.setAttribute("data-value", o.Value);
        b.addEventListener("click", function () { answer(o.Value); });
        row.appendChild(b);
      });
    }
    var no = back ? goBack(back.Label, function () { answer(back.Value); }) : goBack();
    box.appendChild(row);
    // the way back on a line of its own, below the answers (never read as
    // one more of them)
    var way = el("div", "choices");
    way.appendChild(no);
    box.appendChild(way);
    if (!q.invalid) {
      tell("", "");
    }
    openAsk(box);
    var first = document.getElementById("step-input") || row.firstChild;
    if (first) {
      first.focus();
    }
  }

  // goBack is the button that closes a question and sends nothing, or,
  // labelled as play labels its Back, sends that answer (then) instead.
  function goBack(label, then) {
    var no = el("button", "no", label || W.cancel);
    no.type = "button";
    no.id = "confirm-no";
    no.addEventListener("click", function () {
      closeAsk();
      if (then) {
        then();
      } else {
        tell(W.not_sent, "");
      }
    });
    return no;
  }

  // openAsk shows a question's box in place of the moves (closeAsk
  // puts them back).
  function openAsk(box) {
    offersEl.parentNode.insertBefore(box, offersEl);
    offersEl.hidden = true;
    if (words) {
      words.hidden = true;
    }
    box.scrollIntoView({ block: "nearest" });
  }

  function closeAsk() {
    var box = document.getElementById("confirm");
    if (box) {
      box.parentNode.removeChild(box);
    }
    offersEl.hidden = false;
    if (words) {
      words.hidden = false;
    }
  }

  function argsOf(o, inputs) {
    var args = [o.Verb];
    inputs.forEach(function (it) {
      var f = it.f;
      var v = it.input ? (it.input.type === "checkbox" ? (it.input.checked ? "true" : "") : it.input.value.trim()) : f.Fixed;
      if (v === "") {
        return;
      }
      if (f.Flag) {
        args.push("--" + f.Name);
        if (f.Kind !== 2) {
          args.push(v);
        }
      } else if (f.Kind === 3) {
        v.split(/[\s,]+/).forEach(function (w) { if (w) { args.push(w); } });
      } else {
        args.push(v);
      }
    });
    return args;
  }

  // fill sets a select's answers, keeping the one chosen when it still is one
  function fill(input, f, options) {
    var was = input.value;
    input.textContent = "";
    if (f.Optional) {
      input.appendChild(el("option", "", "—"));
      input.lastChild.value = "";
    }
    options.forEach(function (a) {
      var opt = el("option", "", a.Label);
      opt.value = a.Value;
      input.appendChild(opt);
    });
    if (options.some(function (a) { return a.Value === was; })) {
      input.value = was;
    }
  }

  function render(data) {
    entries = data.entries;
    offersEl.textContent = "";
    if (!data.offers.length && !(data.moves || []).length) {
      offersEl.appendChild(el("p", "wait", data.host ? W.no_move_host : W.no_move_seat));
    }
    data.offers.forEach(function (o) {
      var form = el("form", "offer");
      form.setAttribute("data-verb", o.Verb);
      var inputs = [];
      (o.Fields || []).forEach(function (f) {
        if (f.Given) {
          inputs.push({ f: f });
          return;
        }
        var wrap = el("label", "field", f.Prompt + " ");
        var input;
        if (f.Options && f.Options.length) {
          input = el("select");
          fill(input, f, f.Options);
        } else {
          input = el("input");
          input.type = f.Kind === 2 ? "checkbox" : (f.Kind === 1 ? "number" : "text");
          input.placeholder = f.Placeholder || "";
          input.autocomplete = "off";
        }
        input.name = f.Name;
        wrap.appendChild(input);
        form.appendChild(wrap);
        inputs.push({ f: f, input: input });
      });
      // a field whose answers depend on an earlier one's (the giver is no
      // one to give to) follows it
      inputs.forEach(function (it) {
        if (!it.input || !it.f.OptionsBy) {
          return;
        }
        var by = inputs.find(function (b) { return b.input && b.f.Name === it.f.By; });
        if (!by) {
          return;
        }
        var follow = function () {
          fill(it.input, it.f, it.f.OptionsBy[by.input.value] || it.f.Options);
        };
        by.input.addEventListener("change", follow);
        follow();
      });
      var go = el("button", "go", o.Label);
      go.type = "submit";
      form.appendChild(go);
      form.addEventListener("submit", function (e) {
        e.preventDefault();
        send(argsOf(o, inputs), true);
      });
      offersEl.appendChild(form);
    });
    (data.moves || []).forEach(function (m) {
      var form = el("form", "offer");
      form.setAttribute("data-move", m.label);
      var go = el("button", "go", m.label);
      go.type = "submit";
      form.appendChild(go);
      form.addEventListener("submit", function (e) {
        e.preventDefault();
        step(m.label, []);
      });
      offersEl.appendChild(form);
    });
    if (data.undo) {
      var row = el("div", "undo");
      ["undo", "redo"].forEach(function (v) {
        var b = el("button", v, v === "undo" ? W.undo : W.redo);
        b.type = "button";
        b.addEventListener("click", function () { send([v], false); });
        row.appendChild(b);
      });
      offersEl.appendChild(row);
    }
  }

  // what only this seat may see (its hand), set as lines of text
  function loadPrivate() {
    var box = document.getElementById("private");
    if (!box) {
      return;
    }
    fetch(base + "/private", { credentials: "omit", cache: "no-store" }).then(function (r) {
      return r.ok ? r.text() : "";
    }).then(function (t) {
      var text = document.getElementById("private-text");
      text.textContent = "";
      t.split("\n").forEach(function (line) {
        if (line.trim()) {
          text.appendChild(el("p", "", line.trim()));
        }
      });
      box.hidden = !t.trim();
    }).catch(function () {});
  }

  function load() {
    loadPrivate();
    fetch(base + "/offers", { credentials: "omit", cache: "no-store" }).then(function (r) {
      return r.ok ? r.json() : null;
    }).then(function (d) {
      if (d) {
        render(d);
      }
    }).catch(function () {});
  }

  if (words) {
    words.addEventListener("submit", function (e) {
      e.preventDefault();
      var input = document.getElementById("args");
      var args = input.value.trim().split(/\s+/).filter(function (w) { return w; });
      if (args.length) {
        send(args, true);
      }
    });
  }
  document.addEventListener("boardroom:view", load);
  load();
})();
