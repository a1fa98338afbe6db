// The authorization page's way back: hand this address (its code, state and iss) to the
// playground page that opened the popup, then close. Nothing here reads or keeps the code.
(function () {
  var message = { type: "mcp-playground-oauth-callback", url: location.href };
  var sent = false;
  try {
    if (window.opener && window.opener !== window) {
      window.opener.postMessage(message, location.origin);
      sent = true;
    }
  } catch {
    sent = false;
  }
  try {
    var channel = new BroadcastChannel("mcp-playground-oauth");
    channel.postMessage(message);
    channel.close();
    sent = true;
  } catch {
    // No BroadcastChannel: the opener's message is the only way.
  }
  // Drop the code from this window's address at once.
  history.replaceState(null, "", location.pathname);
  var note = document.getElementById("note");
  if (note)
    note.textContent = sent ? "Done: this window can be closed." : "Open MCP Playground again.";
  setTimeout(function () {
    window.close();
  }, 150);
})();
