import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { StompGateway } from '../realtime/gateway.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { AuthService } from './auth/auth.service.ts';

/** What every feature plugin receives from buildApp. */
export interface FeatureDeps {
  config: Config;
  db: Database;
  storage: FileStorage;
  authService: AuthService;
  realtime: StompGateway;
}
