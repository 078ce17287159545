// The chat assistant's public face.
export { createChatService } from './chat-service';
export { modelChatWriter, offlineChatWriter, type ChatWriter } from './chat-writer';
export { createChatRepository } from './repository';
export { chatRoutes } from './routes';
