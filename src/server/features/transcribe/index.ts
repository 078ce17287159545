// Speech input on the server: the chat microphone's recordings turned into text.
export { transcribeRoutes } from './routes';
