/** What the play and result screens say (해요체; '경기' for a match, CONVENTIONS.md "Words"). */
export const playMessages = {
  notConnected: '연결이 끊겨 보내지 못했어요. 다시 연결되면 눌러 주세요.',
  noAnswer: '서버가 답하지 않아 되돌렸어요. 점수를 다시 확인해 주세요.',
  loadFailed: '경기를 불러오지 못했어요',
  notPlayer: '이 경기의 선수만 볼 수 있어요.',
  photoKept: '사진을 이 기기에 저장했어요.',
  videoKept: '동영상을 이 기기에 저장했어요.',
  mediaFailed: '저장하지 못했어요. 다시 시도해 주세요.',
  videoTooLarge: '동영상은 50MB까지 저장할 수 있어요.',
  connecting: '다시 연결하는 중이에요',
  connectingHint: '점수는 연결되면 서버 기준으로 맞춰져요.',
  disconnected: '연결이 끊겼어요',
  reconnect: '다시 연결하기',
  leaveTitle: '경기 화면을 나갈까요?',
  leaveBody: '경기는 계속 진행 중이에요. 게임 탭의 참여하기로 다시 들어올 수 있어요.',
} as const;
