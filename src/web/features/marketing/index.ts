// The marketing feature's public face for other features: the Markdown renderer the blog uses,
// which the chat shows replies with. (The router loads the marketing pages themselves lazily.)
export { Markdown } from './components/markdown';
