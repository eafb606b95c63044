/**
 * @jest-environment node
 */
// The server build (rendering the home page ahead) evaluates the same modules without a page.

describe('the prefetch without a page (the server build)', () => {
  it('does nothing and does not throw, called or evaluated with the definition', async () => {
    expect(typeof document).toBe('undefined');
    const { prefetchHomeSections } = await import('../prefetch');
    expect(() => prefetchHomeSections()).not.toThrow();
    await expect(import('../definition')).resolves.toBeDefined();
  });
});
