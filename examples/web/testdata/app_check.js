// A check of static/app.js under node with a tiny stand-in for the DOM:
// typing filters the actions and hides empty groups, clicking a word of the
// text picture toggles it in the filter, and Enter with one action left
// plays it. Run by TestScript (web_test.go) when node is installed.
"use strict";
const fs = require("fs");
const assert = require("assert");

class El {
  constructor(tag, props) {
    Object.assign(this, { tag, children: [], hidden: false, dataset: {}, listeners: {}, className: "", value: "", id: "" }, props || {});
    this._text = "";
  }
  get textContent() { return this.children.length ? this.children.map((c) => c.textContent).join("") : this._text; }
  set textContent(t) { this._text = t; this.children = []; }
  appendChild(c) { c.parent = this; this.children.push(c); return c; }
  addEventListener(ev, f) { (this.listeners[ev] = this.listeners[ev] || []).push(f); }
  fire(ev, e) { (this.listeners[ev] || []).forEach((f) => f(e)); }
  getAttribute(a) { return a === "data-token" ? this.dataset.token : (this.attrs || {})[a]; }
  setAttribute(a, v) { (this.attrs = this.attrs || {})[a] = v; }
  get parentNode() { return this.parent || null; }
  removeChild(c) { this.children = this.children.filter((x) => x !== c); c.parent = null; return c; }
  closest(sel) { for (let e = this; e; e = e.parent) { if (sel === "[data-token]" && e.dataset.token !== undefined) return e; } return null; }
  all() { return this.children.flatMap((c) => [c, ...c.all()]); }
  querySelectorAll(sel) {
    const [tag, cls] = sel.split(".");
    return this.all().filter((e) => (!tag || e.tag === tag) && (!cls || e.className.split(" ").includes(cls)));
  }
  querySelector(sel) { return this.querySelectorAll(sel)[0] || null; }
  focus() {}
}

function group(word, actions) {
  const g = new El("details", { className: "group" });
  g.appendChild(new El("span", { className: "count" }));
  actions.forEach((a) => g.appendChild(new El("button", { className: "action", value: a })));
  return g;
}
const groups = new El("div", { id: "groups" });
groups.appendChild(group("move", ["Spy1 move B2", "Spy1 move C3"]));
groups.appendChild(group("plan", ["Spy1 plan 3"]));
groups.appendChild(group("passage", ["passage 2,2", "passage 12,20"]));
const filter = new El("input", { id: "filter" });
const form = new El("form", { id: "play" });
const typed = new El("button", { id: "typed" });
const pre = new El("pre", { id: "drawing" });
pre.textContent = "1  G? .  B2\nlegend: Spy1";
const picture = new El("div", { id: "picture" });
const sq = picture.appendChild(new El("rect"));
sq.dataset.token = "2,2";
const byID = { filter, play: form, groups, drawing: pre, typed, picture };
const submitted = [];
form.requestSubmit = (b) => submitted.push(b.value);
const body = new El("body");
global.document = {
  body,
  addEventListener() {},
  getElementById: (id) => byID[id] || null,
  createElement: (tag) => new El(tag),
  createTextNode: (t) => { const e = new El("#text"); e._text = t; return e; },
  querySelectorAll: () => [],
};
global.window = { addEventListener() {} };
global.location = { reload() {} };
global.setTimeout = () => {};

eval(fs.readFileSync(process.argv[2], "utf8"));

const shown = () => groups.querySelectorAll("button.action").filter((b) => !b.hidden).map((b) => b.value);
filter.value = "move";
filter.fire("input");
assert.deepStrictEqual(shown(), ["Spy1 move B2", "Spy1 move C3"]);
assert.strictEqual(groups.children[1].hidden, true, "the empty group is hidden");
assert.strictEqual(groups.children[0].querySelector(".count").textContent, "(2)");

// The picture's words are spans; clicking B2, a place with one action,
// plays it at once.
const b2 = pre.children.find((c) => c.dataset.token === "B2");
assert.ok(b2, "B2 is a clickable word");
assert.strictEqual(pre.textContent, "1  G? .  B2\nlegend: Spy1", "the picture's text is unchanged");
filter.value = "";
filter.fire("input");
pre.fire("click", { target: b2, pageX: 5, pageY: 6 });
assert.deepStrictEqual(submitted, ["Spy1 move B2"]);

// Enter with one action left plays it.
filter.value = "move b2";
filter.fire("input");
form.fire("submit", { submitter: typed });
assert.strictEqual(filter.value, "Spy1 move B2");

// A piece with several actions opens a menu of them; a menu item plays
// its action; "filter the list by" filters instead; "close" closes.
const spy1 = pre.children.find((c) => c.dataset.token === "Spy1");
pre.fire("click", { target: spy1, pageX: 5, pageY: 6 });
let m = body.children.find((c) => c.id === "menu");
assert.ok(m, "a menu opens");
assert.deepStrictEqual(m.children.filter((c) => c.className === "menu-action").map((c) => c.dataset.action), ["Spy1 move B2", "Spy1 move C3", "Spy1 plan 3"]);
m.children.find((c) => c.dataset.action === "Spy1 plan 3").fire("click");
assert.deepStrictEqual(submitted, ["Spy1 move B2", "Spy1 plan 3"]);
assert.ok(!body.children.includes(m) || m.parent !== body, "the menu closes");
filter.value = "";
pre.fire("click", { target: spy1, pageX: 5, pageY: 6 });
m = body.children[body.children.length - 1];
m.children.find((c) => c.className === "menu-filter").fire("click");
assert.strictEqual(filter.value, "spy1");
assert.deepStrictEqual(shown(), ["Spy1 move B2", "Spy1 move C3", "Spy1 plan 3"]);

// A word no action holds filters the list by it; a second click takes it out.
filter.value = "move";
filter.fire("input");
const legend = pre.children.find((c) => c.dataset.token === "legend");
pre.fire("click", { target: legend });
assert.strictEqual(filter.value, "move legend");
pre.fire("click", { target: legend });
assert.strictEqual(filter.value, "move");

// A square clicked on the picture matches whole words: 2,2 is not 12,20,
// so its one action plays.
filter.value = "";
filter.fire("input");
picture.fire("click", { target: sq });
assert.deepStrictEqual(submitted, ["Spy1 move B2", "Spy1 plan 3", "passage 2,2"]);
// Typed, the same text matches any part.
filter.value = "2,2";
filter.fire("input");
assert.deepStrictEqual(shown(), ["passage 2,2", "passage 12,20"]);
console.log("ok");
