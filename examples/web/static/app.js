// The page's script: filtering the actions by typing or by clicking a word
// of the picture, and letting the bots go on when they ran out of time.
// Everything works without it, with less comfort.
"use strict";
(function () {
  var filter = document.getElementById("filter");
  var form = document.getElementById("play");
  var groups = document.getElementById("groups");

  function terms() {
    return filter.value.toLowerCase().split(/\s+/).filter(Boolean);
  }

  // Words taken from the picture by a click match whole words of an
  // action (square 2,2 is not 12,20); typed terms match any part.
  var clicked = {};

  function words(v) {
    return v.split(/\s+/);
  }

  // A game that describes its actions gives each button the places it
  // involves (data-places: the picture's data-tokens); a clicked word
  // matches them, else the whole words of the notation.
  var described = !!(groups && groups.dataset.described);
  function clickWords(b) {
    return words((described ? (b.dataset.places || "") : b.value).toLowerCase());
  }

  // visible shows the actions that contain every term, hides the groups
  // left empty, and returns the actions shown.
  function visible() {
    var ts = terms(), shown = [];
    groups.querySelectorAll("details.group").forEach(function (g) {
      var n = 0;
      g.querySelectorAll("button.action").forEach(function (b) {
        var v = (b.value + " " + (b.dataset.sentence || "")).toLowerCase(), ws = clickWords(b);
        var ok = ts.every(function (t) { return clicked[t] ? ws.indexOf(t) >= 0 : v.indexOf(t) >= 0; });
        b.hidden = !ok;
        if (ok) { n++; shown.push(b); }
      });
      g.hidden = n === 0;
      g.querySelector(".count").textContent = "(" + n + ")";
    });
    return shown;
  }

  // toggle adds a word to the filter, or takes it out.
  function toggle(word) {
    if (!filter) { return; }
    var ts = terms(), w = word.toLowerCase(), i = ts.indexOf(w);
    if (i >= 0) { ts.splice(i, 1); delete clicked[w]; } else { ts.push(w); clicked[w] = true; }
    filter.value = ts.join(" ");
    visible();
    filter.focus();
  }

  if (filter && form && groups) {
    filter.addEventListener("input", function () {
      // A clicked word erased by typing is forgotten.
      var ts = terms();
      Object.keys(clicked).forEach(function (w) { if (ts.indexOf(w) < 0) { delete clicked[w]; } });
      visible();
    });
    form.addEventListener("submit", function (e) {
      // Enter (or "Play typed") with a filter that leaves one action plays it.
      if (e.submitter && e.submitter.id !== "typed") { return; }
      var text = filter.value.trim(), shown = visible();
      var exact = shown.some(function (b) { return b.value === text; });
      if (!exact && shown.length === 1) { filter.value = shown[0].value; }
    });
  }

  // The text picture: each word becomes a span the person can click.
  var pre = document.getElementById("drawing");
  if (pre) {
    var text = pre.textContent;
    pre.textContent = "";
    text.split(/([\p{L}\p{N}]+)/u).forEach(function (part, i) {
      if (i % 2 === 1) {
        var s = document.createElement("span");
        s.className = "tok";
        s.dataset.token = part;
        s.textContent = part;
        pre.appendChild(s);
      } else if (part) {
        pre.appendChild(document.createTextNode(part));
      }
    });
  }
  // The actions that involve a data-token of the picture: those whose
  // places hold it, or (a game with no places) whose notation holds it as
  // a whole word (a square, a room, a piece, a box...).
  function involving(word) {
    var w = word.toLowerCase(), out = [];
    if (!groups) { return out; }
    groups.querySelectorAll("button.action").forEach(function (b) {
      if (clickWords(b).indexOf(w) >= 0) { out.push(b); }
    });
    return out;
  }

  // play submits the play form with the action of button b.
  function play(b) {
    if (form.requestSubmit) { form.requestSubmit(b); } else { b.click(); }
  }

  // The menu of a place or piece clicked on the picture: its actions, a
  // filter of the list by it, and a way out.
  var menu = null;
  function closeMenu() {
    if (menu && menu.parentNode) { menu.parentNode.removeChild(menu); }
    menu = null;
  }
  function openMenu(word, acts, x, y) {
    closeMenu();
    menu = document.createElement("div");
    menu.className = "menu";
    menu.id = "menu";
    menu.setAttribute("role", "menu");
    var h = document.createElement("div");
    h.className = "menu-title";
    h.textContent = word + ":";
    menu.appendChild(h);
    acts.forEach(function (b) {
      var m = document.createElement("button");
      m.type = "button";
      m.className = "menu-action";
      m.textContent = b.dataset.sentence ? b.dataset.sentence + " (" + b.value + ")" : b.value;
      m.title = b.value;
      m.dataset.action = b.value;
      m.addEventListener("click", function () { closeMenu(); play(b); });
      menu.appendChild(m);
    });
    var f = document.createElement("button");
    f.type = "button";
    f.className = "menu-filter";
    f.textContent = "filter the list by " + word;
    f.addEventListener("click", function () { closeMenu(); toggle(word); });
    menu.appendChild(f);
    var c = document.createElement("button");
    c.type = "button";
    c.className = "menu-close";
    c.textContent = "close";
    c.addEventListener("click", closeMenu);
    menu.appendChild(c);
    if (menu.style) {
      menu.style.left = (x || 0) + "px";
      menu.style.top = (y || 0) + "px";
    }
    document.body.appendChild(menu);
  }

  // Pictures (text or SVG) mark clickable places and pieces with
  // data-token: a click on one plays its only action, or opens a menu of
  // its actions; with none, it filters the list by it (or takes it out).
  ["drawing", "picture"].forEach(function (id) {
    var el = document.getElementById(id);
    if (!el) { return; }
    el.addEventListener("click", function (e) {
      var t = e.target.closest("[data-token]");
      if (!t) { return; }
      var word = t.getAttribute("data-token"), acts = form ? involving(word) : [];
      if (acts.length === 1) { play(acts[0]); return; }
      if (acts.length > 1) { openMenu(word, acts, e.pageX, e.pageY); return; }
      toggle(word);
    });
  });
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") { closeMenu(); } });

  // The log shows its newest entries.
  var log = document.getElementById("log");
  if (log) { log.scrollTop = log.scrollHeight; }

  // Links that reveal secrets (a mid-game record) ask first.
  document.querySelectorAll("a[data-confirm]").forEach(function (a) {
    a.addEventListener("click", function (e) {
      if (!window.confirm(a.dataset.confirm)) { e.preventDefault(); }
    });
  });

  // Back to a page kept by the browser (back-forward cache): ask the server
  // again, or a hot seat's previous screen would show to the next person.
  window.addEventListener("pageshow", function (e) {
    if (e.persisted) { location.reload(); }
  });

  // The bots ran out of time in the last request: ask for more.
  var adv = document.getElementById("advance");
  if (adv && adv.dataset.auto) {
    setTimeout(function () { adv.submit(); }, 300);
  }
})();
