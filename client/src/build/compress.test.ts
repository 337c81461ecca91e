import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressDir } from "../../scripts/compress.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), "compress-"));
  dirs.push(d);
  return d;
};

describe("compress.mjs", () => {
  it("writes brotli and gzip copies that decode to the file, and none that would not save a tenth", async () => {
    const dist = temp();
    const js = "export const greeting = 'Welcome back';\n".repeat(200);
    writeFileSync(join(dist, "app.js"), js);
    writeFileSync(join(dist, "tiny.css"), "a{}");
    writeFileSync(join(dist, "logo.png"), "not text");
    const { written } = await compressDir(dist);
    expect(written.map((w) => w.file)).toEqual(["app.js.br", "app.js.gz"]);
    expect(brotliDecompressSync(readFileSync(join(dist, "app.js.br"))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dist, "app.js.gz"))).toString()).toBe(js);
    expect(existsSync(join(dist, "tiny.css.br"))).toBe(false);
  });

  it("a second build with the same files copies them from the cache instead of compressing again", async () => {
    const cache = temp();
    const build = () => {
      const dist = temp();
      writeFileSync(join(dist, "app.js"), "console.log('unchanged chunk');\n".repeat(300));
      writeFileSync(join(dist, "tiny.css"), "a{}");
      return dist;
    };
    const first = build();
    expect(await compressDir(first, cache)).toMatchObject({ compressed: 4, cached: 0 });

    const second = build();
    writeFileSync(join(second, "new.js"), "console.log('a changed chunk');\n".repeat(300));
    const again = await compressDir(second, cache);
    expect(again).toMatchObject({ compressed: 2, cached: 4 }); // only the new file's two copies
    expect(readFileSync(join(second, "app.js.br"))).toEqual(readFileSync(join(first, "app.js.br")));
    expect(existsSync(join(second, "tiny.css.gz"))).toBe(false); // "not worth it" is remembered too
    expect(again.written.map((w) => w.file)).toEqual(["app.js.br", "app.js.gz", "new.js.br", "new.js.gz"]);
  });
});
