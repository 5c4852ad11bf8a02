import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { RealtimeRooms } from '../realtime/rooms.ts';
import type { StompGateway } from '../realtime/gateway.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { AuthService } from './auth/index.ts';

/**
 * The one way a feature gets what it needs: `app.register(xFeature, deps)` with this object (a
 * feature that needs more declares `XFeatureDeps extends FeatureDeps` beside its plugin). Features
 * never read app decorations or module-level singletons.
 */
export interface FeatureDeps {
  config: Config;
  db: Db;
  storage: FileStorage;
  authService: AuthService;
  realtime: StompGateway;
  /** `/topic/ws/{roomId}`: game and DM features plug their room kind in here. */
  rooms: RealtimeRooms;
}

/**
 * A feature holding personal data exports `forgetUser(tx, userId)` from its index.ts; account
 * deletion runs every one of them in one transaction. `tables` lists what it clears (checked
 * against the live schema's foreign keys to `users` by personal-data.test.ts).
 */
export interface PersonalDataOwner {
  feature: string;
  tables: readonly string[];
  forgetUser(tx: Db, userId: number): Promise<void>;
}
