// The table display: follow the game's page over server-sent events. The
// browser reconnects by itself after a network error; after a refusal (the
// server restarted with a new token, the game was removed) it tries again
// every few seconds.
"use strict";
(function () {
  var url = document.body.getAttribute("data-events");
  var view = document.getElementById("view");
  var live = document.getElementById("live");
  if (!url || !view || !window.EventSource) {
    return;
  }
  // the badge's words, in the game's language (data-live, data-offline,
  // data-reconnecting on the badge)
  function word(key, fallback) {
    return (live && live.getAttribute("data-" + key)) || fallback;
  }
  function state(cls, text) {
    document.body.classList.remove("offline");
    document.body.classList.remove("connected");
    document.body.classList.add(cls);
    if (live) {
      live.textContent = text;
    }
  }
  function connect() {
    var es = new EventSource(url);
    es.addEventListener("view", function (e) {
      view.innerHTML = e.data;
      state("connected", word("live", "live"));
      document.dispatchEvent(new Event("boardroom:view"));
    });
    es.onopen = function () {
      state("connected", word("live", "live"));
    };
    es.onerror = function () {
      if (es.readyState === EventSource.CLOSED) {
        state("offline", word("offline", "offline"));
        setTimeout(connect, 5000);
      } else {
        state("offline", word("reconnecting", "reconnecting"));
      }
    };
  }
  connect();
})();
