// The MCP server at /mcp: an agent does a creator's work with a personal API token.
export { mcpRoutes } from './routes';
