import { describe, expect, it } from 'vitest';
import {
  avatarHue,
  chooseProfileImage,
  initials,
  usernameInitials,
} from '../../src/shared/profile-image';

describe('chooseProfileImage', () => {
  it("uses the person's own image first", () => {
    expect(
      chooseProfileImage({
        profile_image_url: 'https://img.example/own.jpg',
        socialAccounts: [{ profile_image_url: 'https://img.example/account.jpg' }],
      }),
    ).toEqual({ kind: 'url', url: 'https://img.example/own.jpg' });
  });
  it('then the first account that has an image', () => {
    expect(
      chooseProfileImage({
        profile_image_url: 'null',
        socialAccounts: [
          { profile_image_url: null },
          { profile_image_url: 'https://img.example/second.jpg' },
        ],
      }),
    ).toEqual({ kind: 'url', url: 'https://img.example/second.jpg' });
  });
  it('else generated initials', () => {
    expect(
      chooseProfileImage({ firstName: 'ada', lastName: 'Lovelace', profile_image_url: null }),
    ).toEqual({
      kind: 'initials',
      initials: 'AL',
    });
  });
});

describe('initials and avatarHue', () => {
  it('takes the first letter of each name, or ? without names', () => {
    expect(initials('Zoë', 'Saldaña')).toBe('ZS');
    expect(initials('Cher', '')).toBe('C');
    expect(initials(null, undefined)).toBe('?');
  });
  it("takes the first letters of a username's first two words", () => {
    expect(usernameInitials('jane.doe42')).toBe('JD');
    expect(usernameInitials('e2e-admin')).toBe('EA');
    expect(usernameInitials('zoë')).toBe('Z');
    expect(usernameInitials('42')).toBe('4');
  });
  it('gives a stable hue between 0 and 359', () => {
    expect(avatarHue('Ada Lovelace')).toBe(avatarHue('Ada Lovelace'));
    expect(avatarHue('Ada Lovelace')).toBeGreaterThanOrEqual(0);
    expect(avatarHue('Ada Lovelace')).toBeLessThan(360);
  });
});
