import type { NotificationType, ReportTargetPreviewSchema, ReportTargetType } from '@hanpan/core';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { PageCache } from '../cache/page-cache.ts';
import type { Db } from '../db/db.ts';
import type { AuthUser } from '../http/request-auth.ts';
import type { RealtimeRooms } from '../realtime/rooms.ts';
import type { StompGateway } from '../realtime/gateway.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/**
 * The one way a feature gets what it needs: `app.register(xFeature, deps)` with this object (a
 * feature that needs more declares `XFeatureDeps extends FeatureDeps` beside its plugin). Features
 * never read app decorations or module-level singletons.
 */
export interface FeatureDeps {
  config: Config;
  db: Db;
  storage: FileStorage;
  authService: SessionService;
  realtime: StompGateway;
  /** `/topic/ws/{roomId}`: game and DM features plug their room kind in here. */
  rooms: RealtimeRooms;
  /** What can be reported: rules, games and comments plug their kind in here (reports feature). */
  reportTargets: ReportTargets;
  /** The one way a feature tells a player something (the notifications feature provides it). */
  notifier: Notifier;
  /** Pages served again while the tables they read are unwritten (decision 043, cache/page-cache.ts). */
  pages: PageCache;
}

/** A notification as a feature asks for it (spec §3 Notification). */
export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /** In-app path the notification opens ('/chat/3'), or null. */
  url: string | null;
  /** Who caused it, when a player did: a blocked pair never notifies each other. */
  actorId?: number | null;
}

/**
 * `notify(userId, input)` stores the notification (unless the player switched that type off or
 * blocks the actor), delivers it live on the player's own STOMP queue and pushes it to their
 * devices. Call it after the transaction that caused it has committed. Declared here for the same
 * reason as SessionService (no import cycles).
 *
 * WARNING: neither method ever throws or rejects: a notification that could not be stored or
 * delivered is logged by the notifier, never an error of the call that caused it (the caller's
 * work has committed). Callers await it and never wrap it in a try/catch.
 */
export interface Notifier {
  notify(userId: number, input: NotificationInput): Promise<void>;
  /**
   * The same notification to several players, each at most once (duplicates in `userIds` are
   * told once), in the given order; each recipient's own switches and blocks still apply.
   */
  notifyAll(userIds: Iterable<number>, input: NotificationInput): Promise<void>;
}

/** What the staff's report queue shows of a reported item (core ReportTargetPreviewSchema). */
export type ReportTargetPreview = z.infer<typeof ReportTargetPreviewSchema>;

/**
 * One kind of reportable item, added by the feature that owns it. `describe` answers the items of
 * `ids` that exist (any visibility: staff see hidden ones too); a missing id is a gone item.
 * `isVisibleTo` says whether `viewer` can see the item right now, by the same rules as the owner's
 * own reads (deleted, private to others, a block either way, hidden by staff): a player reports
 * only what they can see, anything else answers like a missing id (so a report never confirms
 * that a private id exists).
 */
export interface ReportTargetKind {
  type: ReportTargetType;
  describe(db: Db, ids: number[]): Promise<Map<number, ReportTargetPreview>>;
  isVisibleTo(db: Db, viewer: AuthUser, id: number): Promise<boolean>;
}

/**
 * The reports feature's registry of kinds (its createReportTargets satisfies this). Declared here,
 * like SessionService, because the reports feature itself receives FeatureDeps: importing its
 * types back would make an import cycle.
 */
export interface ReportTargets {
  addKind(kind: ReportTargetKind): void;
  /** The kind registered for `type`, if any feature added one. */
  kindOf(type: ReportTargetType): ReportTargetKind | undefined;
}

/**
 * What features may ask of the auth feature's service (its createAuthService satisfies this).
 * Declared here rather than imported from auth: auth depends on users, so importing it back into
 * every feature's deps would make an import cycle.
 */
export interface SessionService {
  issueSession(userId: number, userAgent: string | null): Promise<string>;
  promoteIfListedAdmin(userId: number, email: string | null): Promise<void>;
  revokeAllSessions(userId: number): Promise<void>;
  /** Told after sessions are revoked (logout, deletion), e.g. to forget that phone's push token. */
  onRevoked(listener: (revoked: { sessionId: string } | { userId: number }) => Promise<void> | void): void;
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
