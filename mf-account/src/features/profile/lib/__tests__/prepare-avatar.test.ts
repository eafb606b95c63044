import { avatarFileProblem, avatarPlan, prepareAvatar, type ImageTools } from '../prepare-avatar';

function fakeTools(width: number, height: number) {
  const draw = jest.fn<Promise<Blob>, Parameters<ImageTools['draw']>>(async () => new Blob(['drawn'], { type: 'image/jpeg' }));
  const close = jest.fn();
  const tools: ImageTools = { decode: async () => ({ width, height, source: {} as CanvasImageSource, close }), draw };
  return { tools, draw, close };
}

describe('avatar preparation', () => {
  it('crops the centred square and scales anything larger down to 1000×1000', () => {
    expect(avatarPlan(3000, 2000)).toEqual({ crop: { x: 500, y: 0, width: 2000, height: 2000 }, size: 1000, redraw: true });
    expect(avatarPlan(600, 900)).toEqual({ crop: { x: 0, y: 150, width: 600, height: 600 }, size: 600, redraw: true });
    expect(avatarPlan(1000, 1000)).toEqual({ crop: { x: 0, y: 0, width: 1000, height: 1000 }, size: 1000, redraw: false });
    expect(avatarPlan(1200, 1200).redraw).toBe(true);
  });

  it('uploads a square of at most 1000 px as it is', async () => {
    const { tools, draw, close } = fakeTools(800, 800);
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    expect(await prepareAvatar(file, tools)).toBe(file);
    expect(draw).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
  });

  it('redraws a large photo at 1000×1000 in its own format instead of refusing it', async () => {
    const { tools, draw } = fakeTools(4000, 3000);
    const prepared = await prepareAvatar(new File(['x'], 'holiday.JPEG', { type: 'image/jpeg' }), tools);
    expect(draw.mock.calls[0]?.[1]).toEqual({ crop: { x: 500, y: 0, width: 3000, height: 3000 }, size: 1000, redraw: true });
    expect(draw.mock.calls[0]?.[2]).toBe('image/jpeg');
    expect(prepared.name).toBe('holiday.jpg');
    expect(prepared.type).toBe('image/jpeg');
    const png = await prepareAvatar(new File(['x'], 'logo.png', { type: 'image/png' }), fakeTools(2000, 1000).tools);
    expect(png.name).toBe('logo.png');
  });

  it('refuses other file types and files over 8,000,000 bytes with the spec messages, never the pixel size', () => {
    expect(avatarFileProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('Please upload a JPG, JPEG or PNG image.');
    expect(avatarFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 8_000_001 })).toBe('Please upload an image no larger than 8 MB.');
    expect(avatarFileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 8_000_000 })).toBeNull();
  });
});
