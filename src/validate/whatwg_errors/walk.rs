//! The walk of the basic URL parser's states (no state override) over the
//! preprocessed input, keeping what its validation errors depend on and
//! recording each where the parser reports it.

#[allow(unused_imports)]
use crate::prelude::*;

use core::ops::Range;

use super::host;
use super::machine::{Failure, Machine};
use crate::chars::walk_class::{AUTHORITY, FRAGMENT, HOST, OPAQUE_PATH, PATH, QUERY, SCHEME};
use crate::chars::WALK_PLAIN as PLAIN;
use crate::chars::{ends_authority, is_alpha, is_scheme_char};
use crate::grammar::ErrorKind;
use crate::grammar::{port_value, Mode};
use crate::validate::DiagnosticKind as K;

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

impl Machine<'_, '_> {
    /// The basic URL parser from the scheme start state to the end of the
    /// input or a failure.
    pub(super) fn run(&mut self) {
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
            // Where the authority, host and port states end: the
            // grammar's set, with `\` in it for a special URL.
            let authority_ends = |special: bool| {
                let mode = if special { Mode::Web } else { Mode::Generic };
                c.is_none_or(|c| ends_authority(mode, c))
            };
            // The pointer's next value: the standard's "decrease pointer
            // by 1" leaves it where it is.
            let mut next = p + w;
            match state {
                SchemeStart => {
                    if !c.is_some_and(is_alpha) {
                        state = NoScheme;
                        next = p;
                    } else {
                        state = Scheme;
                    }
                }
                Scheme => match c {
                    Some(c) if is_scheme_char(c) => {}
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
                                self.push(K::MissingSolidus, missing);
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
                        self.push(K::MissingScheme, 0..len);
                        return Err(Failure);
                    }
                },
                SpecialRelativeOrAuthority => {
                    if is('/') && self.byte(p + 1) == Some(b'/') {
                        state = SpecialAuthorityIgnoreSlashes;
                        next = p + 2;
                    } else {
                        self.push(K::MissingSolidus, self.missing_solidus(p));
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
                            self.push(K::Backslash, p..next);
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
                            self.push(K::Backslash, p..next);
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
                        self.push(K::MissingSolidus, self.missing_solidus(p));
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
                        self.push(K::MissingSolidus, p..next);
                    }
                }
                Authority => {
                    if is('@') {
                        self.push(K::Userinfo, p..next);
                        at_sign_seen = true;
                        buf = next;
                    } else if authority_ends(self.special) {
                        if at_sign_seen && buf == p {
                            self.push(K::Syntax(ErrorKind::MissingHost), p..p);
                            return Err(Failure);
                        }
                        next = buf;
                        state = Host;
                    }
                }
                Host => {
                    if is(':') && !inside_brackets {
                        if buf == p {
                            self.push(K::Syntax(ErrorKind::MissingHost), p..p);
                            return Err(Failure);
                        }
                        host::host(self, buf..p, !self.special)?;
                        state = Port;
                        buf = next;
                    } else if authority_ends(self.special) {
                        next = p;
                        if self.special && buf == p {
                            self.push(K::Syntax(ErrorKind::MissingHost), p..p);
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
                    } else if authority_ends(self.special) {
                        // Every byte of the buffer is a digit: any other
                        // code point was a port-invalid above.
                        if port_value(&self.text[buf..p]).is_none() {
                            self.push(K::Syntax(ErrorKind::PortOutOfRange), buf..p);
                            return Err(Failure);
                        }
                        state = PathStart;
                        next = p;
                    } else {
                        self.push(K::Syntax(ErrorKind::InvalidPort), p..next);
                        return Err(Failure);
                    }
                }
                File => {
                    self.set_scheme("file");
                    if is('/') || is('\\') {
                        if is('\\') {
                            self.push(K::Backslash, p..next);
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
                                self.push(K::WindowsDriveLetter { host: false }, p..p + 2);
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
                            self.push(K::Backslash, p..next);
                        }
                        state = FileHost;
                        buf = next;
                    } else {
                        state = Path;
                        next = p;
                    }
                }
                FileHost => {
                    // A file URL is special: `\` ends its host too.
                    if authority_ends(true) {
                        next = p;
                        let buffer = &self.text.as_bytes()[buf..p];
                        if let &[letter, separator] = buffer {
                            if crate::chars::is_drive_letter(letter, separator) {
                                self.push(K::WindowsDriveLetter { host: true }, buf..p);
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
                            self.push(K::Backslash, p..next);
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
                        self.push(K::Backslash, p..next);
                    }
                    Some(c) => self.url_unit(p, c, w),
                },
                OpaquePath => match c {
                    Some('?') => state = Query,
                    Some('#') => state = Fragment,
                    Some(' ') => self.push(K::InvalidUrlUnit(' '), p..next),
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
