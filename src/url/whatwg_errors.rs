//! The URL Standard's validation errors as its basic URL parser reports
//! them: a view of the standard's state machine, walked over the
//! preprocessed input, that records each validation error where the
//! standard's parser reports it (same names, order and multiplicity) and
//! stops where it fails, so that a failure's list ends with the error that
//! failed it.
//!
//! The walk keeps only what decides which errors are reported: the state,
//! the pointer, whether the URL's scheme is special or `file`, the
//! buffer's start and the flags of the authority. The URL itself is what
//! [`crate::Url::parse`] makes; hosts go through host processing's stages
//! ([`crate::host::domain_to_ascii`], [`crate::host::ends_in_a_number`],
//! [`crate::validate::domain_is_strictly_valid`]) with the host parser's
//! own errors reported by [`host`].
//!
//! Spans are byte ranges of the preprocessed text, mapped back to the
//! caller's string with [`Source::source_range`]; docs/validation.md says
//! which span each error gets.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;
use core::ops::Range;

use super::Url;
use crate::source::{preprocess, trimmed, Location, Source, SourceSpan};
use crate::validate::{is_url_code_point, plain_domain};

mod host;

/// A validation error of the URL Standard, as its basic URL parser reports
/// it: the standard's name for it and the span of the caller's string it
/// concerns.
///
/// ```
/// use specurl::Url;
/// let p = Url::parse_with_validation("https://user@example.com/a|b", None);
/// let e = &p.whatwg_errors()[0];
/// assert_eq!((e.name, e.span.range()), ("invalid-credentials", 12..13));
/// assert_eq!(e.to_string(), "invalid-credentials at 12..13");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ValidationError {
    /// The standard's name, such as `invalid-URL-unit` or `IPv4-empty-part`.
    pub name: &'static str,
    /// Where, in the string given to the parser (empty where something is
    /// missing, at the place it is missing from).
    pub span: SourceSpan,
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}", self.name, self.span)
    }
}

/// What of a base URL the basic URL parser looks at before it fails or
/// reports an error: its scheme and whether its path is opaque.
#[derive(Clone, Copy)]
pub(crate) struct Base<'a> {
    scheme: &'a str,
    opaque_path: bool,
}

impl<'a> Base<'a> {
    /// The parts of `url` the parser's errors depend on.
    pub(crate) fn of(url: &'a Url) -> Self {
        let scheme = url.scheme();
        Base {
            scheme,
            opaque_path: !url.href()[scheme.len() + 1..].starts_with('/'),
        }
    }
}

/// The validation errors of the basic URL parser on `input` against
/// `base`, in the order it reports them.
pub(crate) fn validation_errors(input: &str, base: Option<Base<'_>>) -> Vec<ValidationError> {
    if reports_nothing(input) {
        return Vec::new();
    }
    let text = preprocess(input);
    let (start, end) = trimmed(input);
    let mut named = Vec::new();
    if start > 0 || end < input.len() {
        // The leading run if there is one, the trailing run otherwise.
        let range = if start > 0 {
            0..start
        } else {
            end..input.len()
        };
        named.push(ValidationError {
            name: "invalid-URL-unit",
            span: original_span(input, range),
        });
    }
    if text.len() < end - start {
        // The first tab or newline the preprocessing removed.
        let at = start
            + input[start..end]
                .bytes()
                .position(|b| matches!(b, b'\t' | b'\n' | b'\r'))
                .unwrap_or(0);
        named.push(ValidationError {
            name: "invalid-URL-unit",
            span: original_span(input, at..at + 1),
        });
    }
    let mut m = Machine {
        text: &text,
        base,
        errors: Vec::new(),
        special: false,
        file: false,
    };
    m.run();
    let errors = m.errors;
    if !errors.is_empty() {
        // Positions in the caller's string are needed only now.
        let source = Source::of_preprocessed(input, text);
        named.extend(errors.into_iter().map(|(name, r)| ValidationError {
            name,
            span: source.source_range(r.start, r.end),
        }));
    }
    named
}

/// Whether `input` has the shape of most URLs, on which the parser reports
/// nothing, decided in one pass over its bytes: a special scheme followed
/// by `//`, a host that is a plain ASCII domain ([`plain_domain`]: strict
/// domain-to-ASCII keeps it, it does not end in a number) with an optional
/// port of digits below 2¹⁶ (for `file`, an empty host or a plain domain
/// and no port), then only ASCII URL code points and percent-encoded
/// bytes. Whatever the base: a special
/// scheme followed by `//` reads its authority alike with or without one.
/// Anything else (preprocessing to do, a userinfo, brackets, a `\`, a
/// code point beyond ASCII) is left to the walk.
fn reports_nothing(input: &str) -> bool {
    let b = input.as_bytes();
    let Some(colon) = b.iter().take(6).position(|&c| c == b':') else {
        return false;
    };
    let (special, file) = kind_of(&input[..colon]);
    if !special || b.get(colon + 1..colon + 3) != Some(b"//") {
        return false;
    }
    let start = colon + 3;
    let end = b[start..]
        .iter()
        .position(|&c| matches!(c, b'/' | b'?' | b'#'))
        .map_or(b.len(), |i| start + i);
    let authority = &input[start..end];
    if file {
        // A file URL's host runs to the path, `:` and all; it may be empty.
        if !authority.is_empty() && !plain_domain(authority) {
            return false;
        }
    } else {
        let (host, port) = match authority.find(':') {
            Some(i) => (&authority[..i], &authority[i + 1..]),
            None => (authority, ""),
        };
        let digits = port.trim_start_matches('0');
        let port_ok = port.bytes().all(|c| c.is_ascii_digit())
            && (digits.len() < 5 || (digits.len() == 5 && digits <= "65535"));
        if !port_ok || !plain_domain(host) {
            return false;
        }
    }
    let rest = &b[end..];
    let hex = |i: usize| rest.get(i).is_some_and(u8::is_ascii_hexdigit);
    let mut i = 0;
    while i < rest.len() {
        let c = rest[i];
        if PLAIN[c as usize] & FRAGMENT != 0 {
            i += 1;
        } else if c == b'%' && hex(i + 1) && hex(i + 2) {
            i += 3;
        } else {
            return false;
        }
    }
    true
}

/// `range` of `original`, which preprocessing did not map.
fn original_span(original: &str, range: Range<usize>) -> SourceSpan {
    SourceSpan {
        start: Location::of(original, range.start),
        end: Location::of(original, range.end),
    }
}

/// The states of the basic URL parser (no state override).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    SchemeStart,
    Scheme,
    NoScheme,
    SpecialRelativeOrAuthority,
    PathOrAuthority,
    Relative,
    RelativeSlash,
    SpecialAuthoritySlashes,
    SpecialAuthorityIgnoreSlashes,
    Authority,
    Host,
    Port,
    File,
    FileSlash,
    FileHost,
    PathStart,
    Path,
    OpaquePath,
    Query,
    Fragment,
}

/// The parser's failure: it stops, its last error (if any) says why.
struct Failure;

/// The walk: the preprocessed text, the base, and the errors found so far
/// as byte ranges of the text.
pub(super) struct Machine<'t, 'b> {
    text: &'t str,
    base: Option<Base<'b>>,
    errors: Vec<(&'static str, Range<usize>)>,
    /// Whether the URL's scheme is special, and whether it is `file`.
    special: bool,
    file: bool,
}

/// Whether `scheme` is special, and whether it is `file`, in any case.
fn kind_of(scheme: &str) -> (bool, bool) {
    let b = scheme.as_bytes();
    let mut lower = [0u8; 5];
    match lower.get_mut(..b.len()) {
        Some(l) => {
            for (l, c) in l.iter_mut().zip(b) {
                *l = c.to_ascii_lowercase();
            }
        }
        None => return (false, false),
    }
    match &lower[..b.len()] {
        b"http" | b"https" | b"ws" | b"wss" | b"ftp" => (true, false),
        b"file" => (true, true),
        _ => (false, false),
    }
}

impl Machine<'_, '_> {
    fn push(&mut self, name: &'static str, range: Range<usize>) {
        self.errors.push((name, range));
    }

    fn byte(&self, at: usize) -> Option<u8> {
        self.text.as_bytes().get(at).copied()
    }

    fn set_scheme(&mut self, scheme: &str) {
        (self.special, self.file) = kind_of(scheme);
    }

    /// The code point at `at`, if any, and its width (1 past the end, so
    /// that the pointer leaves the input).
    fn at(&self, at: usize) -> (Option<char>, usize) {
        match self.text.as_bytes().get(at) {
            None => (None, 1),
            Some(&b) if b.is_ascii() => (Some(b as char), 1),
            Some(_) => {
                let c = self.text[at..].chars().next();
                (c, c.map_or(1, char::len_utf8))
            }
        }
    }

    /// A path, query, fragment or opaque-path code point: the standard's
    /// "validate a URL unit" (not a URL code point, or a `%` that does not
    /// start a percent-encoded byte).
    fn url_unit(&mut self, p: usize, c: char, w: usize) {
        if c != '%' && !is_url_code_point(c) {
            self.push("invalid-URL-unit", p..p + w);
        }
        let hex = |b: Option<u8>| b.is_some_and(|b| b.is_ascii_hexdigit());
        if c == '%' && !(hex(self.byte(p + 1)) && hex(self.byte(p + 2))) {
            self.push("invalid-URL-unit", p..p + 1);
        }
    }

    /// Whether the code points from `p` start with a Windows drive letter:
    /// an ASCII letter, `:` or `|`, then the end or one of `/\?#`.
    fn starts_with_drive_letter(&self, p: usize) -> bool {
        self.byte(p).is_some_and(|b| b.is_ascii_alphabetic())
            && matches!(self.byte(p + 1), Some(b':' | b'|'))
            && matches!(self.byte(p + 2), None | Some(b'/' | b'\\' | b'?' | b'#'))
    }

    /// The basic URL parser from the scheme start state to the end of the
    /// input or a failure.
    fn run(&mut self) {
        let _ = self.walk();
    }

    fn walk(&mut self) -> Result<(), Failure> {
        use State::*;
        let len = self.text.len();
        let mut state = SchemeStart;
        let mut p = 0;
        // Where the buffer of the scheme, authority, host, port or file
        // host state starts: the buffer is `text[buf..p]`.
        let mut buf = 0;
        let (mut at_sign_seen, mut inside_brackets) = (false, false);
        while p <= len {
            p = self.skip_plain(state, p);
            let (c, w) = self.at(p);
            let is = |x: char| c == Some(x);
            let slashy = |special: bool| is('/') || (special && is('\\'));
            // The pointer's next value: the standard's "decrease pointer
            // by 1" leaves it where it is.
            let mut next = p + w;
            match state {
                SchemeStart => {
                    if !c.is_some_and(|c| c.is_ascii_alphabetic()) {
                        state = NoScheme;
                        next = p;
                    } else {
                        state = Scheme;
                    }
                }
                Scheme => match c {
                    Some(c) if c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.') => {}
                    Some(':') => {
                        let scheme = &self.text[..p];
                        self.set_scheme(scheme);
                        let same_as_base = self
                            .base
                            .is_some_and(|b| b.scheme.eq_ignore_ascii_case(scheme));
                        if self.file {
                            if self.byte(p + 1) != Some(b'/') || self.byte(p + 2) != Some(b'/') {
                                let at = if self.byte(p + 1) == Some(b'/') {
                                    p + 2
                                } else {
                                    p + 1
                                };
                                let missing = self.missing_solidus(at);
                                self.push("special-scheme-missing-following-solidus", missing);
                            }
                            state = File;
                        } else if self.special && same_as_base {
                            state = SpecialRelativeOrAuthority;
                        } else if self.special {
                            state = SpecialAuthoritySlashes;
                        } else if self.byte(p + 1) == Some(b'/') {
                            state = PathOrAuthority;
                            next = p + 2;
                        } else {
                            state = OpaquePath;
                        }
                    }
                    _ => {
                        state = NoScheme;
                        next = 0;
                    }
                },
                NoScheme => match self.base {
                    Some(b) if !b.opaque_path || is('#') => {
                        self.set_scheme(b.scheme);
                        if b.opaque_path {
                            state = Fragment;
                        } else {
                            state = if self.file { File } else { Relative };
                            next = p;
                        }
                    }
                    _ => {
                        self.push("missing-scheme-non-relative-URL", 0..len);
                        return Err(Failure);
                    }
                },
                SpecialRelativeOrAuthority => {
                    if is('/') && self.byte(p + 1) == Some(b'/') {
                        state = SpecialAuthorityIgnoreSlashes;
                        next = p + 2;
                    } else {
                        self.push(
                            "special-scheme-missing-following-solidus",
                            self.missing_solidus(p),
                        );
                        state = Relative;
                        next = p;
                    }
                }
                PathOrAuthority => {
                    if is('/') {
                        state = Authority;
                        buf = next;
                    } else {
                        state = Path;
                        next = p;
                    }
                }
                Relative => {
                    let b = self.base.map_or("", |b| b.scheme);
                    self.set_scheme(b);
                    if slashy(self.special) {
                        if is('\\') {
                            self.push("invalid-reverse-solidus", p..next);
                        }
                        state = RelativeSlash;
                    } else if is('?') {
                        state = Query;
                    } else if is('#') {
                        state = Fragment;
                    } else if c.is_some() {
                        state = Path;
                        next = p;
                    }
                }
                RelativeSlash => {
                    if self.special && (is('/') || is('\\')) {
                        if is('\\') {
                            self.push("invalid-reverse-solidus", p..next);
                        }
                        state = SpecialAuthorityIgnoreSlashes;
                    } else if is('/') {
                        state = Authority;
                        buf = next;
                    } else {
                        state = Path;
                        next = p;
                    }
                }
                SpecialAuthoritySlashes => {
                    if is('/') && self.byte(p + 1) == Some(b'/') {
                        next = p + 2;
                    } else {
                        self.push(
                            "special-scheme-missing-following-solidus",
                            self.missing_solidus(p),
                        );
                        next = p;
                    }
                    state = SpecialAuthorityIgnoreSlashes;
                }
                SpecialAuthorityIgnoreSlashes => {
                    if !is('/') && !is('\\') {
                        state = Authority;
                        next = p;
                        buf = p;
                    } else {
                        self.push("special-scheme-missing-following-solidus", p..next);
                    }
                }
                Authority => {
                    if is('@') {
                        self.push("invalid-credentials", p..next);
                        at_sign_seen = true;
                        buf = next;
                    } else if c.is_none() || slashy(self.special) || is('?') || is('#') {
                        if at_sign_seen && buf == p {
                            self.push("host-missing", p..p);
                            return Err(Failure);
                        }
                        next = buf;
                        state = Host;
                    }
                }
                Host => {
                    if is(':') && !inside_brackets {
                        if buf == p {
                            self.push("host-missing", p..p);
                            return Err(Failure);
                        }
                        host::host(self, buf..p, !self.special)?;
                        state = Port;
                        buf = next;
                    } else if c.is_none() || slashy(self.special) || is('?') || is('#') {
                        next = p;
                        if self.special && buf == p {
                            self.push("host-missing", p..p);
                            return Err(Failure);
                        }
                        host::host(self, buf..p, !self.special)?;
                        state = PathStart;
                    } else if is('[') {
                        inside_brackets = true;
                    } else if is(']') {
                        inside_brackets = false;
                    }
                }
                Port => {
                    if c.is_some_and(|c| c.is_ascii_digit()) {
                    } else if c.is_none() || slashy(self.special) || is('?') || is('#') {
                        let digits = self.text[buf..p].trim_start_matches('0');
                        if digits.len() > 5 || digits.parse::<u32>().is_ok_and(|n| n > 65535) {
                            self.push("port-out-of-range", buf..p);
                            return Err(Failure);
                        }
                        state = PathStart;
                        next = p;
                    } else {
                        self.push("port-invalid", p..next);
                        return Err(Failure);
                    }
                }
                File => {
                    self.set_scheme("file");
                    if is('/') || is('\\') {
                        if is('\\') {
                            self.push("invalid-reverse-solidus", p..next);
                        }
                        state = FileSlash;
                    } else if self
                        .base
                        .is_some_and(|b| b.scheme.eq_ignore_ascii_case("file"))
                    {
                        if is('?') {
                            state = Query;
                        } else if is('#') {
                            state = Fragment;
                        } else if c.is_some() {
                            if self.starts_with_drive_letter(p) {
                                self.push("file-invalid-Windows-drive-letter", p..p + 2);
                            }
                            state = Path;
                            next = p;
                        }
                    } else {
                        state = Path;
                        next = p;
                    }
                }
                FileSlash => {
                    if is('/') || is('\\') {
                        if is('\\') {
                            self.push("invalid-reverse-solidus", p..next);
                        }
                        state = FileHost;
                        buf = next;
                    } else {
                        state = Path;
                        next = p;
                    }
                }
                FileHost => {
                    if c.is_none() || matches!(c, Some('/' | '\\' | '?' | '#')) {
                        next = p;
                        let buffer = &self.text.as_bytes()[buf..p];
                        if let [letter, b':' | b'|'] = buffer {
                            if letter.is_ascii_alphabetic() {
                                self.push("file-invalid-Windows-drive-letter-host", buf..p);
                                state = Path;
                                continue;
                            }
                        }
                        if buf != p {
                            host::host(self, buf..p, false)?;
                        }
                        state = PathStart;
                    }
                }
                PathStart => {
                    if self.special {
                        if is('\\') {
                            self.push("invalid-reverse-solidus", p..next);
                        }
                        state = Path;
                        if !is('/') && !is('\\') {
                            next = p;
                        }
                    } else if is('?') {
                        state = Query;
                    } else if is('#') {
                        state = Fragment;
                    } else if c.is_some() {
                        state = Path;
                        if !is('/') {
                            next = p;
                        }
                    }
                }
                Path => match c {
                    None | Some('/' | '?' | '#') => {
                        if is('?') {
                            state = Query;
                        } else if is('#') {
                            state = Fragment;
                        }
                    }
                    Some('\\') if self.special => {
                        self.push("invalid-reverse-solidus", p..next);
                    }
                    Some(c) => self.url_unit(p, c, w),
                },
                OpaquePath => match c {
                    Some('?') => state = Query,
                    Some('#') => state = Fragment,
                    Some(' ') => self.push("invalid-URL-unit", p..next),
                    Some(c) => self.url_unit(p, c, w),
                    None => {}
                },
                Query => match c {
                    Some('#') => state = Fragment,
                    Some(c) => self.url_unit(p, c, w),
                    None => {}
                },
                Fragment => {
                    if let Some(c) = c {
                        self.url_unit(p, c, w);
                    }
                }
            }
            p = next;
        }
        Ok(())
    }

    /// Past the ASCII bytes from `p` on that `state` would only read on:
    /// no error, no change of state. Most of an input is these, and the
    /// walk then costs a table look-up a byte.
    fn skip_plain(&self, state: State, mut p: usize) -> usize {
        let bit = match state {
            State::Scheme => SCHEME,
            State::Path => PATH,
            State::Query => QUERY,
            State::Fragment => FRAGMENT,
            State::OpaquePath => OPAQUE_PATH,
            State::Authority => AUTHORITY,
            State::Host => HOST,
            _ => return p,
        };
        let b = self.text.as_bytes();
        // Four bytes a step while all four are plain.
        while let Some(&[w, x, y, z]) = b.get(p..p + 4) {
            let all = PLAIN[w as usize] & PLAIN[x as usize] & PLAIN[y as usize] & PLAIN[z as usize];
            if all & bit == 0 {
                break;
            }
            p += 4;
        }
        while p < b.len() && PLAIN[b[p] as usize] & bit != 0 {
            p += 1;
        }
        p
    }

    /// Where a `//` that should start at `p` lacks a solidus: the
    /// backslash that stands in its place, or the empty range where it
    /// is missing.
    fn missing_solidus(&self, p: usize) -> Range<usize> {
        match self.byte(p) {
            Some(b'\\') => p..p + 1,
            Some(b'/') if self.byte(p + 1) == Some(b'\\') => p + 1..p + 2,
            Some(b'/') => p + 1..p + 1,
            _ => p..p,
        }
    }
}

/// The bits of [`PLAIN`]: for each state, the bytes it reads on without a
/// validation error or a change of state.
const PATH: u8 = 1;
const QUERY: u8 = 2;
const FRAGMENT: u8 = 4;
const OPAQUE_PATH: u8 = 8;
const AUTHORITY: u8 = 16;
const HOST: u8 = 32;
const SCHEME: u8 = 64;

/// For each byte, the states in which it is plain ([`Machine::skip_plain`]):
/// in a scheme, what continues it; in a path, query, fragment or opaque path an ASCII URL code point that
/// ends nothing there (not `%`, which is looked at with what follows); in
/// an authority or host any ASCII byte but those that end it, `@`, and the
/// brackets of a host.
const PLAIN: [u8; 256] = plain_table();

const fn plain_table() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8 as char;
        let mut bits = 0;
        if is_url_code_point(c) {
            bits |= FRAGMENT;
            if c != '#' {
                bits |= QUERY;
                if c != '?' {
                    bits |= OPAQUE_PATH;
                    if c != '/' {
                        bits |= PATH;
                    }
                }
            }
        }
        if !matches!(c, '@' | '/' | '?' | '#' | '\\') {
            bits |= AUTHORITY;
            if !matches!(c, ':' | '[' | ']') {
                bits |= HOST;
            }
        }
        if c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.') {
            bits |= SCHEME;
        }
        t[b] = bits;
        b += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines of a file of `tests/data/`.
    fn lines(path: &str) -> Vec<String> {
        let path = format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        text.lines().map(str::to_owned).collect()
    }

    /// The shortcut says "nothing" only where the walk finds nothing, and
    /// it decides most real links.
    #[test]
    fn reports_nothing_only_where_the_walk_finds_nothing() {
        let mut inputs = lines("urls/kasztp.txt");
        inputs.extend(lines("urls/node_files.txt"));
        let wpt = lines("wpt/urltestdata.json");
        // Every JSON string of the WPT file will do as an input.
        inputs.extend(wpt.iter().flat_map(|l| l.split('"')).map(str::to_owned));
        let mut decided = 0;
        for input in &inputs {
            if reports_nothing(input) {
                decided += 1;
                assert_eq!(preprocess(input), input.as_str(), "{input:?}");
                let mut m = Machine {
                    text: input,
                    base: None,
                    errors: Vec::new(),
                    special: false,
                    file: false,
                };
                m.run();
                assert!(m.errors.is_empty(), "{input:?}: {:?}", m.errors);
            }
        }
        let mut fired = 0;
        for list in ["urls/kasztp.txt", "urls/node_files.txt"] {
            let urls = lines(list);
            let n = urls.iter().filter(|u| reports_nothing(u)).count();
            assert!(n * 10 > urls.len() * 9, "{list}: {n} of {}", urls.len());
            fired += n;
        }
        assert!(decided > fired);
    }
}
