/**
 * The MCP server: an agent (Claude Desktop, an IDE, the MCP inspector) does a creator's work over
 * Streamable HTTP at /mcp, as the owner of a personal API token sent as `Authorization: Bearer gst_…`.
 */
export const MCP_PATH = '/mcp';

export const mcpMessages = {
  tokenRequired: 'The MCP server takes a personal API token: send Authorization: Bearer gst_… (make one in your account).',
  foreignOrigin: 'This origin may not call the MCP server.',
  postOnly: 'This MCP server keeps no sessions: send each message with POST.',
  failed: 'Something went wrong on our side. Please try again.',
} as const;
