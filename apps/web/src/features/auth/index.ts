// What the rest of the site uses from auth. Its screens are loaded by the route table, by file path.
export { authKeys } from './api/keys';
export { storeSessionUser } from './api/session';
export { NewPasswordFields } from './components/NewPasswordFields';
export { useAvailability } from './hooks/use-availability';
export { useNewPassword } from './hooks/use-new-password';
export { fieldProblem } from './lib/field-rules';
export { SessionProvider } from './session/SessionProvider';
