import * as v from 'valibot';
import { AVATAR_LIMITS, AvatarCropSchema, AvatarFileSchema, AvatarFilesSchema, AvatarSchema, AvatarUrlSchema, BoardDescriptionSchema, BoardNameSchema, squareCrop } from '../index';
import { chars, messageOf } from './expect-message';

describe('board fields', () => {
  it('asks for a board name, refuses 1 character and accepts 2 to 35', () => {
    expect(messageOf(BoardNameSchema, '')).toBe('Please enter a board name.');
    expect(messageOf(BoardNameSchema, 'a')).toBe('Is too short (minimum is 2 characters)');
    expect(messageOf(BoardNameSchema, 'ab')).toBeNull();
    expect(messageOf(BoardNameSchema, chars(35))).toBeNull();
    expect(messageOf(BoardNameSchema, chars(36))).toBe('Is too long (maximum is 35 characters)');
  });

  it('accepts a description of up to 130 characters, or none', () => {
    expect(messageOf(BoardDescriptionSchema, chars(130))).toBeNull();
    expect(messageOf(BoardDescriptionSchema, chars(131))).toBe('Is too long (maximum is 130 characters)');
    expect(v.parse(BoardDescriptionSchema, undefined)).toBe('');
  });
});

describe('avatar', () => {
  const png = { name: 'me.png', type: 'image/png', size: 1000, width: 800, height: 800 };

  it('asks for a profile photo when there is none', () => {
    expect(messageOf(AvatarSchema, '')).toBe('Please upload a profile photo.');
    expect(messageOf(AvatarFileSchema, undefined)).toBe('Please upload a profile photo.');
    expect(messageOf(AvatarFilesSchema, [])).toBe('Please upload a profile photo.');
    expect(messageOf(AvatarFilesSchema, null)).toBe('Please upload a profile photo.');
  });

  it('accepts jpg, jpeg and png, by type and by extension', () => {
    expect(messageOf(AvatarFileSchema, png)).toBeNull();
    expect(messageOf(AvatarFileSchema, { name: 'me.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(messageOf(AvatarFileSchema, { name: 'me.jpeg', size: 10 })).toBeNull();
    expect(messageOf(AvatarFileSchema, { type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other formats, even when only the name or only the type gives them away', () => {
    const message = 'Please upload a JPG, JPEG or PNG image.';
    expect(messageOf(AvatarFileSchema, { name: 'me.gif', type: 'image/gif', size: 10 })).toBe(message);
    expect(messageOf(AvatarFileSchema, { name: 'me.webp', type: 'image/png', size: 10 })).toBe(message);
    expect(messageOf(AvatarFileSchema, { name: 'me.png', type: 'image/heic', size: 10 })).toBe(message);
    expect(messageOf(AvatarFileSchema, { name: 'png', size: 10 })).toBe(message);
    expect(messageOf(AvatarFileSchema, { size: 10 })).toBe(message);
  });

  it('accepts 8,000,000 bytes and refuses one more', () => {
    expect(AVATAR_LIMITS.maxBytes).toBe(8_000_000);
    expect(messageOf(AvatarFileSchema, { ...png, size: 8_000_000 })).toBeNull();
    expect(messageOf(AvatarFileSchema, { ...png, size: 8_000_001 })).toBe('Please upload an image no larger than 8 MB.');
  });

  it('accepts 1000 by 1000 pixels and refuses a pixel more either way', () => {
    const message = 'Please upload an image no larger than 1000 by 1000 pixels.';
    expect(messageOf(AvatarFileSchema, { ...png, width: 1000, height: 1000 })).toBeNull();
    expect(messageOf(AvatarFileSchema, { ...png, width: 1001, height: 1000 })).toBe(message);
    expect(messageOf(AvatarFileSchema, { ...png, width: 1000, height: 1001 })).toBe(message);
  });

  it('reads browser File objects, whose fields are prototype getters', () => {
    const file = new File([new Uint8Array(16)], 'me.png', { type: 'image/png' });
    expect(messageOf(AvatarFileSchema, file)).toBeNull();
    expect(v.parse(AvatarFilesSchema, [file])).toBe(file);
  });

  it('takes exactly one file from a list or a FileList-like object', () => {
    expect(v.parse(AvatarFilesSchema, [png])).toBe(png);
    expect(v.parse(AvatarFilesSchema, { length: 1, 0: png })).toBe(png);
    expect(messageOf(AvatarFilesSchema, [png, png])).toBe('Please upload only one image.');
    expect(messageOf(AvatarFilesSchema, [{ ...png, size: 9_000_000 }])).toBe('Please upload an image no larger than 8 MB.');
  });

  it('needs a square crop', () => {
    expect(messageOf(AvatarCropSchema, { x: 10, y: 0, width: 500, height: 500 })).toBeNull();
    expect(messageOf(AvatarCropSchema, { x: 0, y: 0, width: 500, height: 499 })).toBe('Please crop your photo to a square.');
    expect(messageOf(AvatarCropSchema, { x: 0, y: 0, width: 0, height: 0 })).toBe('Please crop your photo to a square.');
    expect(messageOf(AvatarCropSchema, { x: -1, y: 0, width: 5, height: 5 })).toBe('Please crop your photo to a square.');
  });

  it('starts from the largest centred square', () => {
    expect(squareCrop(1200, 800)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
    expect(squareCrop(600, 1000)).toEqual({ x: 0, y: 200, width: 600, height: 600 });
    expect(squareCrop(Number.NaN, 10)).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });

  it('accepts only http(s) avatar URLs', () => {
    expect(messageOf(AvatarUrlSchema, 'https://img.example.com/a.png')).toBeNull();
    expect(messageOf(AvatarUrlSchema, 'javascript:alert(1)')).toBe('Please upload your profile photo again.');
    expect(messageOf(AvatarUrlSchema, 'not a url')).toBe('Please upload your profile photo again.');
  });
});
