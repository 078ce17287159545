// Speech input on the server (issue 22): the chat microphone's recordings turned into text.
export { transcribeRoutes } from './routes';
