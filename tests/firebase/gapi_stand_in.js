// A stand-in for https://apis.google.com/js/api.js, served by the browser tests in its place: Google's
// script is not on any package registry and this machine reaches nothing else. Both the Firebase JS SDK
// (the page's side of the Google popup) and the Auth emulator's helper iframe load it for one thing,
// gapi.iframes: open a hidden iframe and pass calls between it and the page (register a handler for a
// type, send a type and get the handlers' answers). This does that with postMessage; the SDK, the
// emulator's iframe and its popup stay the real ones.
(function () {
  "use strict";
  var ends = [];
  var callbacks = {};
  var nextId = 1;

  // One side of a page <-> iframe channel: `target()` is the window on the other side.
  function End(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = []; // calls that came before their handler was registered
    ends.push(this);
  }
  End.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.waiting;
    this.waiting = [];
    waiting.forEach(function (call) { this.receive(call.message, call.source); }, this);
  };
  End.prototype.send = function (type, data, callback) {
    var id = String(Math.random()).slice(2) + "-" + nextId++;
    callbacks[id] = callback;
    this.target().postMessage({gapiStandIn: "call", type: type, data: data, id: id}, "*");
  };
  End.prototype.receive = function (message, source) {
    var handler = this.handlers[message.type];
    if (!handler) {
      this.waiting.push({message: message, source: source});
      return;
    }
    source.postMessage({gapiStandIn: "reply", id: message.id, result: [handler(message.data)]}, "*");
  };
  End.prototype.restyle = function () { return Promise.resolve(); };

  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || !message.gapiStandIn) return;
    if (message.gapiStandIn === "reply") {
      var callback = callbacks[message.id];
      delete callbacks[message.id];
      if (callback) callback(message.result);
      return;
    }
    for (var i = 0; i < ends.length; i++) {
      if (ends[i].target() === event.source) return ends[i].receive(message, event.source);
    }
  });

  var parent = null;
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === "style") Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      var loaded = new Promise(function (resolve) { frame.addEventListener("load", resolve); });
      var end = new End(function () { return frame.contentWindow; });
      end.ping = function (callback) {
        return loaded.then(function () { if (callback) callback(); });
      };
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(end) : end);
    },
    getParentIframe: function () {
      return parent || (parent = new End(function () { return window.parent; }));
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(typeof options === "function" ? options : options.callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      Iframe: function () {},
      getContext: function () { return context; },
    },
  };

  // api.js calls ?onload=<name>, or window.gapi_onload, once it is there.
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    else if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();
