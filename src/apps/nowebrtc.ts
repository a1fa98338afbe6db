/**
 * WebRTC taken away from a widget that declares no network. Chromium does not apply a page's
 * `connect-src` (nor the `webrtc` directive) to peer connections: a TURN server's user name
 * alone carries data to any address. So, before the widget's first script, the window's WebRTC
 * interfaces are deleted. A nested frame would bring a fresh window with its own: the widget
 * cannot reach into one (every frame under the sandbox has an origin of its own), and the only
 * nested page it could write itself, a `srcdoc` frame, is removed as soon as it appears, in the
 * document or in any shadow root the widget attaches, before its page can load.
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
  const remove = Function.prototype.call.bind(Element.prototype.remove);
  const matches = Function.prototype.call.bind(Element.prototype.matches);
  const find = Function.prototype.call.bind(Element.prototype.querySelectorAll);
  const findIn = Function.prototype.call.bind(DocumentFragment.prototype.querySelectorAll);
  const Observer = MutationObserver;
  const observe = Function.prototype.call.bind(MutationObserver.prototype.observe);
  const written = "iframe[srcdoc], frame[srcdoc]";
  const sweep = (records) => {
    for (const record of records) {
      const nodes = record.type === "attributes" ? [record.target] : record.addedNodes;
      for (const node of nodes) {
        if (node.nodeType !== 1) continue;
        if (matches(node, written)) remove(node);
        else for (const inner of find(node, written)) remove(inner);
      }
    }
  };
  const watch = (root) =>
    observe(new Observer(sweep), root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["srcdoc"],
    });
  watch(document);
  const attach = Element.prototype.attachShadow;
  Object.defineProperty(Element.prototype, "attachShadow", {
    value: function (init) {
      const root = attach.call(this, init);
      for (const inner of findIn(root, written)) remove(inner);
      watch(root);
      return root;
    },
    writable: false,
    configurable: false,
  });
})();`;

/** The script, to go before anything of the widget (right after its policy). */
export const NO_WEBRTC_SCRIPT = `<script>${SCRIPT}</script>`;
