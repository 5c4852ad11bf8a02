import { DELETED_USER_NICKNAME, type Rule, type RuleCreatorSchema, type RuleVersion } from '@hanpan/core';
import type { z } from 'zod';
import type { RuleVersionRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { avatarThumbnailUrl } from '../uploads/index.ts';
import type { UserCardJson } from '../users/index.ts';
import { presentRuleContent } from './rule-content.ts';
import type { RuleJsonRow, RuleListRow, Viewer } from './rules.queries.ts';

/** A player's card: from `findUserCards`, or as a rule statement brings it (`userCardSql`). */
export type UserCard = Omit<UserCardJson, 'deletedAt'> & { deletedAt: Date | string | null };
export type UserCards = ReadonlyMap<number, UserCard>;

/** The nickname a card shows: '탈퇴한 사용자' for a deleted account, null for none. */
export function nicknameOf(card: UserCard | undefined): string | null {
  if (!card) return null;
  return card.deletedAt ? DELETED_USER_NICKNAME : (card.nickname ?? '');
}

function presentCreator(
  id: number | null,
  cards: UserCards,
  storage: FileStorage,
): z.infer<typeof RuleCreatorSchema> | null {
  const card = id === null ? undefined : cards.get(id);
  return card ? presentCard(card, storage) : null;
}

function presentCard(card: UserCard, storage: FileStorage): z.infer<typeof RuleCreatorSchema> {
  const picture = card.deletedAt ? null : avatarThumbnailUrl(card.profilePictureKey, storage);
  return {
    id: card.id,
    nickname: nicknameOf(card) ?? '',
    profile: { profilePicture: picture },
    profilePicture: picture,
  };
}

/** Lists show the goal as one paragraph: line breaks become spaces. */
function oneParagraph(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

const NO_HIDDEN: ReadonlySet<number> = new Set();

export function presentRule(
  row: RuleListRow,
  viewer: Pick<Viewer, 'userId'>,
  cards: UserCards,
  storage: FileStorage,
  hidden: ReadonlySet<number> = NO_HIDDEN,
): Rule {
  const { rule } = row;
  const { content } = rule;
  const average = rule.ratingCount === 0 ? 0 : Math.round(rule.averageRating * 100) / 100;
  const isMine = rule.createdById === viewer.userId;
  // The latest request is joined only on the viewer's own rules; CANCELLED never reaches here.
  const status = isMine && row.requestStatus !== 'CANCELLED' ? row.requestStatus : null;
  return {
    id: rule.id,
    ...content,
    title: content.ruleTitle,
    ruleDescription: oneParagraph(content.ruleGoal),
    version: rule.currentVersion,
    createdBy: presentCreator(rule.createdById, cards, storage),
    // Already the wire's text (ruleCardFields): the same characters as Date#toISOString.
    createdAt: rule.createdAt,
    averageRating: average,
    rating: average,
    ratingCount: rule.ratingCount,
    playCount: rule.playCount,
    useCount: rule.playCount,
    lastPlayedAt: rule.lastPlayedAt,
    editRequestStatus: status ?? null,
    editRequestId: status ? row.requestId : null,
    rejectionReason: status === 'REJECTED' ? row.rejectionReason : null,
    hiddenByAdmin: hidden.has(rule.id),
    isMine,
  };
}

/**
 * GET /api/rules/list's body: each row's JSON text as the statement wrote it (`ruleJsonHead`,
 * `ruleJsonTail`) around its author, which is written here with `presentCreator` (the picture URL
 * is the storage's). The same bytes `presentRule` and the compiled serializer wrote, without
 * decoding the page into objects and encoding it again (issue 17).
 */
export function presentRuleListJson(rows: readonly RuleJsonRow[], storage: FileStorage): string {
  const creators = new Map<number, string>();
  const parts = rows.map((row) => {
    const card = row.creator;
    if (!card) return `${row.head}null${row.tail}`;
    let creator = creators.get(card.id);
    if (creator === undefined) creators.set(card.id, (creator = JSON.stringify(presentCard(card, storage))));
    return row.head + creator + row.tail;
  });
  return `[${parts.join(',')}]`;
}

export function presentRuleVersion(row: RuleVersionRow): RuleVersion {
  return {
    ruleId: row.ruleId,
    version: row.version,
    ...presentRuleContent(row),
    createdAt: row.createdAt.toISOString(),
  };
}
