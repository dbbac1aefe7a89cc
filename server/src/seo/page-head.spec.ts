import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeMarkup, jsonLdScript, pageHtml, shortDescription, type PageHead } from './page-head.js';

const CLIENT_INDEX = readFileSync(fileURLToPath(new URL('../../../client/index.html', import.meta.url)), 'utf8');

const head: PageHead = {
  language: 'en',
  title: 'Our services — Legal Consultancy Office',
  description: 'The matters our clients ask for most',
  canonical: 'https://office.example.com/services?lang=en',
  alternates: [{ hreflang: 'ar', href: 'https://office.example.com/services' }],
  jsonLd: [{ '@type': 'LegalService', name: 'Office' }],
};

describe('pageHtml on the client’s index.html', () => {
  const html = pageHtml(CLIENT_INDEX, head);

  it('sets lang and dir on <html> and replaces the build’s title with the page’s, leaving one', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">\n/);
    expect([...html.matchAll(/<title>/g)]).toHaveLength(1);
    expect(html).toContain('<title>Our services — Legal Consultancy Office</title>');
  });

  it('puts the tags inside <head>, and keeps the rest of the page', () => {
    const inHead = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(inHead).toContain('<meta name="description" content="The matters our clients ask for most" />');
    expect(inHead).toContain('<link rel="canonical" href="https://office.example.com/services?lang=en" />');
    expect(inHead).toContain('<script type="application/ld+json">{"@type":"LegalService","name":"Office"}</script>');
    expect(html.slice(html.indexOf('</head>'))).toBe(CLIENT_INDEX.slice(CLIENT_INDEX.indexOf('</head>')));
  });
});

describe('escaping', () => {
  it('leaves no tag, attribute end or entity of its own in a text', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON-LD that no text can end or comment out, and that reads back the same', () => {
    const data = { name: '</script><!-- & \u2028' };
    const script = jsonLdScript(data);
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('shortDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(shortDescription('  one\n\ntwo  ')).toBe('one two');
  });

  it('cuts a long text after a whole word, within 160 characters', () => {
    const cut = shortDescription('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
  });
});
