// The server (npm start runs it compiled, as api/dist/server.js): see serve.ts.
import { serve } from './serve';

serve();
