/**
 * A small, strict XML reader for the rendered SVG (no parser is installed): elements, attributes
 * and character data, with the five predefined entities and character references. Anything not
 * well-formed throws: an unclosed or mismatched tag, an unquoted or repeated attribute, a raw `<`
 * or a bare `&` in text, a second root element, a DOCTYPE or processing instruction (the renderer
 * writes neither), characters outside XML's range.
 */
export interface XmlElement {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
  readonly children: readonly XmlNode[]
}
export type XmlNode = XmlElement | string

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function isNameChar(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '-' || c === '_' || c === ':' || c === '.'
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\n' || c === '\t' || c === '\r'
}

function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff)
}

class Reader {
  private at = 0
  constructor(private readonly text: string) {
    for (const c of text) if (!isXmlChar(c.codePointAt(0)!)) throw this.error(`character U+${c.codePointAt(0)!.toString(16)} is not allowed in XML`)
  }

  error(message: string): Error {
    return new Error(`XML at ${this.at}: ${message}`)
  }

  private peek(offset = 0): string {
    return this.text[this.at + offset] ?? ''
  }

  private expect(c: string): void {
    if (this.peek() !== c) throw this.error(`expected ${JSON.stringify(c)}, found ${JSON.stringify(this.peek())}`)
    this.at++
  }

  private skipSpace(): void {
    while (isSpace(this.peek())) this.at++
  }

  private name(): string {
    const start = this.at
    while (isNameChar(this.peek())) this.at++
    if (this.at === start) throw this.error('expected a name')
    return this.text.slice(start, this.at)
  }

  /** Text up to `stop` (exclusive), references decoded; a raw `<` is refused. */
  private characters(stop: string): string {
    let out = ''
    while (this.at < this.text.length && this.peek() !== stop) {
      const c = this.peek()
      if (c === '<') throw this.error('raw < in character data')
      if (c === '&') out += this.reference()
      else {
        out += c
        this.at++
      }
    }
    return out
  }

  private reference(): string {
    this.expect('&')
    let body = ''
    while (this.peek() !== ';') {
      if (this.at >= this.text.length || body.length > 10) throw this.error('bare & (no reference)')
      body += this.peek()
      this.at++
    }
    this.at++
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16))
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10))
    const value = PREDEFINED[body]
    if (value === undefined) throw this.error(`unknown entity &${body};`)
    return value
  }

  element(): XmlElement {
    this.expect('<')
    const name = this.name()
    const attributes: Record<string, string> = {}
    for (;;) {
      const spaced = isSpace(this.peek())
      this.skipSpace()
      const c = this.peek()
      if (c === '/' || c === '>') break
      if (!spaced) throw this.error('attributes must be separated by white space')
      const attribute = this.name()
      this.skipSpace()
      this.expect('=')
      this.skipSpace()
      const quote = this.peek()
      if (quote !== '"' && quote !== "'") throw this.error(`unquoted value of ${attribute}`)
      this.at++
      const value = this.characters(quote)
      this.expect(quote)
      if (Object.hasOwn(attributes, attribute)) throw this.error(`repeated attribute ${attribute}`)
      attributes[attribute] = value
    }
    if (this.peek() === '/') {
      this.at++
      this.expect('>')
      return { name, attributes, children: [] }
    }
    this.expect('>')
    const children: XmlNode[] = []
    for (;;) {
      if (this.at >= this.text.length) throw this.error(`<${name}> is not closed`)
      if (this.peek() === '<' && this.peek(1) === '/') {
        this.at += 2
        const closing = this.name()
        if (closing !== name) throw this.error(`</${closing}> closes <${name}>`)
        this.skipSpace()
        this.expect('>')
        return { name, attributes, children }
      }
      if (this.peek() === '<') {
        if (this.peek(1) === '!' || this.peek(1) === '?') throw this.error('comments, DOCTYPEs, CDATA and processing instructions are not expected')
        children.push(this.element())
      } else children.push(this.characters('<'))
    }
  }

  document(): XmlElement {
    this.skipSpace()
    const root = this.element()
    this.skipSpace()
    if (this.at !== this.text.length) throw this.error('content after the root element')
    return root
  }
}

export function parseXml(text: string): XmlElement {
  return new Reader(text).document()
}

/** Every element of the tree, depth first, the root included. */
export function elements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [root]
  for (const child of root.children) if (typeof child !== 'string') out.push(...elements(child))
  return out
}

/** The elements whose class list holds `cls`. */
export function byClass(root: XmlElement, cls: string): XmlElement[] {
  return elements(root).filter((e) => (e.attributes.class ?? '').split(' ').includes(cls))
}

/** The character data inside an element, concatenated. */
export function textOf(element: XmlElement): string {
  return element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('')
}
