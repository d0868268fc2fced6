export { STAFF, type Credentials } from './credentials';
export { signInContext } from './sign-in-context';
