/** Secrets on a command line, for the tests that a stdio card never carries them. */

/** A command line carrying secrets in every form a server's setup asks for. */
export const SECRET_ARGV = [
  "npx",
  "mcp-remote",
  "https://x/mcp?api_key=SECRET123",
  "--header",
  "Authorization: Bearer SECRETTOKEN",
  "--key",
  "k1",
  "--password",
  "-hunter2",
  "--client-secret=s3cr3tvalue",
  "--header=X-Api-Key: abcdefgh",
  "postgres://bob:pa55word@db.example/x",
];
/** What must appear nowhere once SECRET_ARGV is masked. */
export const SECRETS = ["SECRET123", "SECRETTOKEN", "k1", "hunter2", "s3cr3t", "abcdefgh", "pa55"];
