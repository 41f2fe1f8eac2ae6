import { serve, startFailed } from './serve.ts';

serve().catch(startFailed);
