import fs from 'node:fs';
import path from 'node:path';
import { SLOT_IDS, SLOTS } from '@hourspace/contracts';

describe("the shell's page", () => {
  it('has an empty element for every slot, with the id @hourspace/contracts gives it', () => {
    document.documentElement.innerHTML = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
    for (const slot of SLOTS) {
      const element = document.getElementById(SLOT_IDS[slot]);
      expect(element).not.toBeNull();
      expect(element!.tagName).toBe('DIV');
      expect(element!.children).toHaveLength(0);
    }
  });
});
