// The signed-in user's own account: name, e-mail, password, sessions, export and deletion.
export { createAccountService, EMAIL_CHANGE_SUBJECT, type AccountService } from './service';
export { accountRoutes } from './routes';
