import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/ui/toast';
import {
  APPLE_ONLY_ON_IOS_MESSAGE,
  offeredProviders,
  startSocialLogin,
  visibleProviders,
} from './provider-login';

vi.mock('@/ui/toast', () => ({ showToast: vi.fn() }));

const allOff = { kakao: false, google: false, apple: false, demo: false };

afterEach(() => vi.mocked(showToast).mockClear());

describe('social login', () => {
  it('shows Google only in the Android app and Apple only in the iOS app', () => {
    expect(visibleProviders('web')).toEqual(['kakao']);
    expect(visibleProviders('android')).toEqual(['kakao', 'google']);
    expect(visibleProviders('ios')).toEqual(['kakao', 'apple']);
  });

  it('offers only the providers the server has keys for', () => {
    expect(offeredProviders(allOff, 'web')).toEqual([]);
    expect(offeredProviders({ ...allOff, kakao: true }, 'web')).toEqual(['kakao']);
    expect(offeredProviders({ ...allOff, google: true }, 'web')).toEqual([]);
    expect(offeredProviders({ ...allOff, google: true }, 'android')).toEqual(['google']);
    expect(offeredProviders(undefined, 'android')).toEqual([]);
  });

  it('alerts that Apple login needs the iOS app when started elsewhere', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    startSocialLogin('apple', { ...allOff, apple: true });
    expect(alert).toHaveBeenCalledWith(APPLE_ONLY_ON_IOS_MESSAGE);
  });

  it('says a provider the server has not configured is not ready yet', () => {
    startSocialLogin('kakao', allOff);
    expect(showToast).toHaveBeenCalledWith('카카오 로그인은 아직 준비 중이에요.');
  });
});
