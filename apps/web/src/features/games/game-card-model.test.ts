import { describe, expect, it } from 'vitest';
import { gameCardView, openCard, type ManageCard } from './game-card-model';
import { gameFixture, myGameFixture, myRequestFixture } from './games.test-support';

const me = { id: 1, nickname: '민준' };

describe('gameCardView (the one card model)', () => {
  it("shows an open game's owner with their record and rating, the viewer's tags and no status", () => {
    const view = gameCardView(openCard(gameFixture({ isAppliedByMe: true }), false, true), me);
    expect(view.categoryLine).toBe('기존 스포츠 > 탁구');
    expect(view.ownerRecord).toBe('3승 1무 2패 · 레이팅 1,204');
    expect(view.tags.map((tag) => tag.label)).toEqual(['신청함', '신고함']);
    expect(view.status).toBeNull();
    expect(view.versus).toBeNull();
    expect(view.actions).toMatchObject({ challengers: true, join: false, delete: false, dmUserId: null });
  });

  it("shows /game's cards with their kind, status and both players, the place falling back to 장소 미정", () => {
    const mine: ManageCard = {
      kind: 'mine',
      key: 'mine-21',
      id: 21,
      createdAt: '2026-11-20T10:00:00+09:00',
      game: myGameFixture({ matchLocation: '  ' }),
    };
    const view = gameCardView(mine, me);
    expect(view.categoryLine).toBe('내 경기 · 기존 스포츠 > 탁구');
    expect(view.status).toEqual({ label: '매칭 중', tone: 'warning' });
    expect(view.versus).toEqual({ opponent: null, emptySlot: '상대 미정' });
    expect(view.place).toBe('장소 미정');

    const request = myRequestFixture({ status: 'APPROVED' });
    const sent: ManageCard = {
      kind: 'sent',
      key: `sent-${request.id}`,
      id: request.id,
      createdAt: request.createdAt,
      request,
    };
    const sentView = gameCardView(sent, me);
    expect(sentView.categoryLine.startsWith('보낸 신청 · ')).toBe(true);
    expect(sentView.versus?.opponent).toEqual({ id: 1, nickname: '민준', profileUrl: null });
    expect(sentView.dmRole).toBe('방장');
  });
});
