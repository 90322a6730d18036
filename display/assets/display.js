// The table display: follow the game's page over server-sent events.
"use strict";
(function () {
  var url = document.body.getAttribute("data-events");
  var view = document.getElementById("view");
  var live = document.getElementById("live");
  if (!url || !view || !window.EventSource) {
    return;
  }
  var es = new EventSource(url);
  es.addEventListener("view", function (e) {
    view.innerHTML = e.data;
    document.body.classList.remove("offline");
    if (live) {
      live.textContent = "live";
    }
  });
  es.onopen = function () {
    document.body.classList.remove("offline");
    document.body.classList.add("connected");
    if (live) {
      live.textContent = "live";
    }
  };
  es.onerror = function () {
    document.body.classList.add("offline");
    if (live) {
      live.textContent = "reconnecting";
    }
  };
})();
