/**
 * WebRTC taken away from a widget that declares no network. Chromium does not apply a page's
 * `connect-src` (nor the `webrtc` directive) to peer connections: a TURN server's user name
 * alone carries data to any address. So, before the widget's first script, the window's WebRTC
 * interfaces are deleted. A nested frame would bring a fresh window with its own. The widget
 * cannot reach into one: under the sandbox every document has an opaque origin of its own, even
 * an `about:blank` child. What remains is a nested page that runs script of the widget's writing:
 * a `srcdoc` frame, or a frame sent to a `javascript:` address. Such a frame is removed as soon
 * as it appears or is pointed there, before its page can load: in the document, in any shadow
 * root the widget attaches (never clonable: a copy would be a root nobody watches). The observer
 * cannot see into a declarative shadow root, so what would parse one from the widget's strings
 * is taken away too: `setHTMLUnsafe`, `parseHTMLUnsafe`, `document.write` and XSLT.
 * Declarative shadow roots in the page's own markup are made inert before it is shown
 * (`inertShadowRoots`).
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
  for (const name of ${JSON.stringify(WEBRTC_NAMES)}) {
    try {
      delete window[name];
    } catch (e) {}
    try {
      Object.defineProperty(window, name, { value: undefined, writable: false, configurable: false });
    } catch (e) {}
  }
  const gone = { value: undefined, writable: false, configurable: false };
  for (const [owner, name] of [
    [Element.prototype, "setHTMLUnsafe"],
    [ShadowRoot.prototype, "setHTMLUnsafe"],
    [Document, "parseHTMLUnsafe"],
    [Document.prototype, "write"],
    [Document.prototype, "writeln"],
    [window, "XSLTProcessor"],
  ]) {
    try {
      if (name in owner) Object.defineProperty(owner, name, gone);
    } catch (e) {}
  }
  const remove = Function.prototype.call.bind(Element.prototype.remove);
  const matches = Function.prototype.call.bind(Element.prototype.matches);
  const find = Function.prototype.call.bind(Element.prototype.querySelectorAll);
  const findIn = Function.prototype.call.bind(DocumentFragment.prototype.querySelectorAll);
  const attribute = Function.prototype.call.bind(Element.prototype.getAttribute);
  const frames = "iframe, frame";
  // The address as the frame would load it: the URL parser drops leading blanks and any tab or
  // line break, so "java\tscript:" is still javascript.
  const scripted = (frame) => {
    if (attribute(frame, "srcdoc") !== null) return true;
    const src = attribute(frame, "src");
    return src !== null && /^javascript:/i.test(src.replace(/[\\u0000-\\u0020]/g, ""));
  };
  const check = (frame) => {
    if (scripted(frame)) remove(frame);
  };
  const sweep = (records) => {
    for (const record of records) {
      const nodes = record.type === "attributes" ? [record.target] : record.addedNodes;
      for (const node of nodes) {
        if (node.nodeType !== 1) continue;
        if (matches(node, frames)) check(node);
        else for (const inner of find(node, frames)) check(inner);
      }
    }
  };
  const Observer = MutationObserver;
  const observe = Function.prototype.call.bind(MutationObserver.prototype.observe);
  const watch = (root) =>
    observe(new Observer(sweep), root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["srcdoc", "src"],
    });
  watch(document);
  const attach = Element.prototype.attachShadow;
  Object.defineProperty(Element.prototype, "attachShadow", {
    value: function (init) {
      // A clonable root would be copied by cloneNode into a root nobody watches.
      const root = attach.call(this, Object.assign({}, init, { clonable: false }));
      for (const inner of findIn(root, frames)) check(inner);
      watch(root);
      return root;
    },
    writable: false,
    configurable: false,
  });
})();`;

/** The script, to go before anything of the widget (right after its policy). */
export const NO_WEBRTC_SCRIPT = `<script>${SCRIPT}</script>`;

/**
 * The page with its declarative shadow roots made inert: a `shadowrootmode` attribute becomes
 * `data-shadowrootmode`, so the parser keeps such a template a template and builds no shadow
 * root the script above cannot watch. An attribute name is never escaped, so its plain spelling
 * (in any case) is every way to write it.
 */
export function inertShadowRoots(html: string): string {
  return html.replace(/shadowrootmode/gi, "data-shadowrootmode");
}
