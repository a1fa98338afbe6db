/**
 * WebRTC taken away from a widget that declares no network. Chromium does not apply a page's
 * `connect-src` (nor the `webrtc` directive) to peer connections: a TURN server's user name
 * alone carries data to any address. So, before the widget's first script, the page's WebRTC
 * interfaces are deleted, in this window and in every frame the widget makes (a new frame's
 * window would bring fresh ones): after each way of inserting markup, on each read of a frame's
 * window or document, and, for the parser's own insertions, on the next mutation callback, which
 * runs before the parser's next script.
 */

/** The interfaces that reach the network or lead back to one that does. */
export const WEBRTC_NAMES = [
  "RTCPeerConnection",
  "webkitRTCPeerConnection",
  "mozRTCPeerConnection",
  "RTCDataChannel",
  "RTCSessionDescription",
  "RTCIceCandidate",
  "RTCIceTransport",
  "RTCDtlsTransport",
  "RTCSctpTransport",
  "RTCRtpSender",
  "RTCRtpReceiver",
  "RTCRtpTransceiver",
  "RTCDTMFSender",
  "RTCCertificate",
  "RTCPeerConnectionIceEvent",
  "RTCPeerConnectionIceErrorEvent",
  "RTCDataChannelEvent",
  "RTCTrackEvent",
  "RTCEncodedAudioFrame",
  "RTCEncodedVideoFrame",
  "RTCRtpScriptTransform",
];

const SCRIPT = `(() => {
  const names = ${JSON.stringify(WEBRTC_NAMES)};
  const done = new WeakSet();
  const neutralise = (w) => {
    let win;
    try {
      win = w;
      if (!win || done.has(win)) return;
      done.add(win);
    } catch (e) {
      return;
    }
    for (const name of names) {
      try {
        delete win[name];
      } catch (e) {}
      try {
        Object.defineProperty(win, name, { value: undefined, writable: false, configurable: false });
      } catch (e) {}
    }
    const frames = () => {
      try {
        for (let i = 0; i < win.length; i++) neutralise(win[i]);
      } catch (e) {}
    };
    const after = (proto, key) => {
      const d = proto && Object.getOwnPropertyDescriptor(proto, key);
      if (!d) return;
      if (typeof d.value === "function") {
        const f = d.value;
        d.value = function () {
          try {
            return f.apply(this, arguments);
          } finally {
            frames();
          }
        };
      } else if (d.set) {
        const s = d.set;
        d.set = function (v) {
          try {
            s.call(this, v);
          } finally {
            frames();
          }
        };
      } else return;
      try {
        Object.defineProperty(proto, key, d);
      } catch (e) {}
    };
    const read = (proto, key) => {
      const d = proto && Object.getOwnPropertyDescriptor(proto, key);
      if (!d) return;
      if (typeof d.value === "function") {
        const f = d.value;
        d.value = function () {
          frames();
          return f.apply(this, arguments);
        };
      } else if (d.get) {
        const g = d.get;
        d.get = function () {
          frames();
          return g.call(this);
        };
      } else return;
      try {
        Object.defineProperty(proto, key, d);
      } catch (e) {}
    };
    try {
      const node = win.Node && win.Node.prototype;
      const element = win.Element && win.Element.prototype;
      const doc = win.Document && win.Document.prototype;
      const fragment = win.DocumentFragment && win.DocumentFragment.prototype;
      const shadow = win.ShadowRoot && win.ShadowRoot.prototype;
      const range = win.Range && win.Range.prototype;
      const character = win.CharacterData && win.CharacterData.prototype;
      for (const k of ["appendChild", "insertBefore", "replaceChild"]) after(node, k);
      for (const p of [element, doc, fragment, character])
        for (const k of ["append", "prepend", "before", "after", "replaceWith", "replaceChildren", "moveBefore"])
          after(p, k);
      for (const k of ["insertAdjacentElement", "insertAdjacentHTML", "setHTMLUnsafe", "innerHTML", "outerHTML"])
        after(element, k);
      for (const k of ["innerHTML", "setHTMLUnsafe"]) after(shadow, k);
      for (const k of ["write", "writeln", "open", "execCommand"]) after(doc, k);
      after(range, "insertNode");
      after(range, "surroundContents");
      for (const type of ["HTMLIFrameElement", "HTMLFrameElement", "HTMLObjectElement", "HTMLEmbedElement"]) {
        const proto = win[type] && win[type].prototype;
        for (const k of ["contentWindow", "contentDocument", "getSVGDocument"]) read(proto, k);
      }
      new win.MutationObserver(frames).observe(win.document, { childList: true, subtree: true });
    } catch (e) {}
  };
  neutralise(window);
})();`;

/** The script, to go before anything of the widget (right after its policy). */
export const NO_WEBRTC_SCRIPT = `<script>${SCRIPT}</script>`;
