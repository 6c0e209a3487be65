//! The character sets of the specification ("Prelude › Character Sets" and
//! the sets that close "URL Grammar"), as predicates.
//!
//! Every other module asks these questions through this one place, so that a
//! reader can check each set against the figure once.

#[allow(unused_imports)]
use crate::prelude::*;

use crate::table::{status, Column, Status};
use crate::Mode;

mod scheme;
pub use scheme::{is_alpha, is_scheme_char};

/// A character set of ASCII characters, or all non-ASCII ones with it, as a
/// test on bytes: every byte of a non-ASCII character answers `non_ascii`,
/// an ASCII byte answers `set`.
///
/// ```
/// use specurl_grammar::{chars::{ascii_or, is_pchar}, Mode};
/// let pchar = |b| ascii_or(b, true, |c| is_pchar(Mode::Web, c));
/// assert!(pchar("é".as_bytes()[1]) && !pchar(b'?'));
/// ```
#[inline]
pub fn ascii_or(byte: u8, non_ascii: bool, set: impl Fn(char) -> bool) -> bool {
    if byte < 0x80 {
        set(byte as char)
    } else {
        non_ascii
    }
}

/// Whether two bytes are a drive (the URL Standard's *Windows drive
/// letter*): an ASCII letter, then `:` or `|`. Every reader of a drive asks
/// this one question, the grammar's `drive` rule included; a drive is two
/// ASCII characters, so a byte of a longer character is no letter.
///
/// ```
/// use specurl_grammar::chars::is_drive_letter;
/// assert!(is_drive_letter(b'C', b'|') && is_drive_letter(b'c', b':'));
/// assert!(!is_drive_letter(b'1', b':') && !is_drive_letter(b'c', b'/'));
/// ```
#[inline]
pub fn is_drive_letter(letter: u8, separator: u8) -> bool {
    letter.is_ascii_alphabetic() && is_drive_separator(separator)
}

/// Whether a byte is the second of a drive: `:` or `|`. The grammar's
/// `drive` rule reads a drive a byte at a time and asks this of the second,
/// [`is_drive_letter`] of the pair.
///
/// ```
/// use specurl_grammar::chars::is_drive_separator;
/// assert!(is_drive_separator(b':') && is_drive_separator(b'|'));
/// assert!(!is_drive_separator(b'/'));
/// ```
#[inline]
pub fn is_drive_separator(b: u8) -> bool {
    matches!(b, b':' | b'|')
}

/// Whether `bytes` start with a drive that a path can follow (the URL
/// Standard's *starts with a Windows drive letter*): a drive, then the end
/// or one of `/`, `\`, `?` and `#`.
///
/// ```
/// use specurl_grammar::chars::starts_with_drive_letter;
/// assert!(starts_with_drive_letter(b"c:") && starts_with_drive_letter(b"C|\\x"));
/// assert!(!starts_with_drive_letter(b"c:x") && !starts_with_drive_letter(b"c"));
/// ```
#[inline]
pub fn starts_with_drive_letter(bytes: &[u8]) -> bool {
    match bytes {
        [letter, separator, rest @ ..] => {
            is_drive_letter(*letter, *separator)
                && matches!(rest.first(), None | Some(b'/' | b'\\' | b'?' | b'#'))
        }
        _ => false,
    }
}

/// `c0-space := { u+0–u+20 }`: what preprocessing trims.
///
/// ```
/// use specurl_grammar::chars::is_c0_space;
/// assert!(is_c0_space('\0') && is_c0_space('\u{1F}') && is_c0_space(' '));
/// // DEL and the no-break space are not trimmed.
/// assert!(!is_c0_space('\u{7F}') && !is_c0_space('\u{A0}'));
/// ```
#[inline]
pub fn is_c0_space(c: char) -> bool {
    c <= ' '
}

/// Tab, line feed and carriage return: what preprocessing removes.
///
/// ```
/// use specurl_grammar::chars::is_tab_or_newline;
/// assert!(is_tab_or_newline('\t') && is_tab_or_newline('\r'));
/// // A vertical tab is c0-space: trimmed at the ends, kept inside.
/// assert!(!is_tab_or_newline('\u{B}'));
/// ```
#[inline]
pub fn is_tab_or_newline(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r')
}

/// The mode-dependent set `s`: `/` in generic mode, `/` or `\` otherwise.
///
/// ```
/// use specurl_grammar::{chars::is_s, Mode};
/// assert!(is_s(Mode::Generic, '/'));
/// assert!(!is_s(Mode::Generic, '\\'));
/// assert!(is_s(Mode::Web, '\\') && is_s(Mode::File, '\\'));
/// ```
#[inline]
pub const fn is_s(mode: Mode, c: char) -> bool {
    c == '/' || (c == '\\' && !matches!(mode, Mode::Generic))
}

/// `uchar := any \ s \ { %, #, ?, : }`
///
/// ```
/// use specurl_grammar::{chars::is_uchar, Mode};
/// // `:` ends a username, `@` does not (the userinfo ends at the last `@`).
/// assert!(!is_uchar(Mode::Web, ':') && is_uchar(Mode::Web, '@'));
/// assert!(is_uchar(Mode::Generic, '\\') && !is_uchar(Mode::Web, '\\'));
/// ```
#[inline]
pub const fn is_uchar(mode: Mode, c: char) -> bool {
    c.is_ascii_alphanumeric() || !is_s(mode, c) && !matches!(c, '%' | '#' | '?' | ':')
}

/// `pchar := any \ s \ { %, #, ? }`
///
/// ```
/// use specurl_grammar::{chars::is_pchar, Mode};
/// assert!(is_pchar(Mode::Web, ':') && !is_pchar(Mode::Web, '?'));
/// assert!(is_pchar(Mode::Generic, '\\') && !is_pchar(Mode::File, '\\'));
/// ```
#[inline]
pub const fn is_pchar(mode: Mode, c: char) -> bool {
    c.is_ascii_alphanumeric() || !is_s(mode, c) && !matches!(c, '%' | '#' | '?')
}

/// `hchar := any \ s \ { %, #, ?, :, @ } \ { u+0, space, <, >, [, \, ], ^, | }`
/// in generic mode.
///
/// In web and file mode the second set is not excluded here: such a host is
/// an input to host processing, which rejects those characters as forbidden
/// domain code points only after domain-to-ASCII, where NFC may have
/// combined them with what follows (`<` and U+0338 make `≮`). See
/// `docs/spec-notes.md`.
///
/// ```
/// use specurl_grammar::{chars::is_hchar, Mode};
/// assert!(!is_hchar(Mode::Generic, '<'));
/// // Left to host processing in a web host.
/// assert!(is_hchar(Mode::Web, '<'));
/// assert!(!is_hchar(Mode::Web, '@') && !is_hchar(Mode::Web, ':'));
/// ```
#[inline]
pub const fn is_hchar(mode: Mode, c: char) -> bool {
    // The second set is the opaque-host column's class R: read from the
    // component table rather than listed again.
    c.is_ascii_alphanumeric()
        || !is_s(mode, c)
            && !matches!(c, '%' | '#' | '?' | ':' | '@')
            && (!matches!(mode, Mode::Generic)
                || !matches!(status(Column::OpaqueHost, c), Status::Rejected))
}

/// A character that ends the authority: `s`, `?`, `#`.
///
/// ```
/// use specurl_grammar::{chars::ends_authority, Mode};
/// assert!(ends_authority(Mode::Generic, '?') && ends_authority(Mode::Generic, '#'));
/// assert!(!ends_authority(Mode::Generic, '\\') && ends_authority(Mode::Web, '\\'));
/// assert!(!ends_authority(Mode::Web, ':') && !ends_authority(Mode::Web, '@'));
/// ```
#[inline]
pub const fn ends_authority(mode: Mode, c: char) -> bool {
    is_s(mode, c) || c == '?' || c == '#'
}

/// A forbidden host code point of the WHATWG standard: what an opaque host
/// may not hold, and, with a few more, what a domain may not hold
/// ([`is_forbidden_domain`]).
///
/// ```
/// use specurl_grammar::chars::is_forbidden_host;
/// assert!(is_forbidden_host('<') && is_forbidden_host('\0'));
/// assert!(!is_forbidden_host('%') && !is_forbidden_host('{'));
/// ```
#[inline]
pub const fn is_forbidden_host(c: char) -> bool {
    matches!(
        c,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// A forbidden domain code point of the WHATWG standard: the forbidden host
/// code points together with C0 controls, `%` and DEL. Checked on the result
/// of domain-to-ASCII ("Parsing › Host", third phase).
///
/// ```
/// use specurl_grammar::chars::is_forbidden_domain;
/// assert!(is_forbidden_domain('%') && is_forbidden_domain('\u{7F}'));
/// assert!(!is_forbidden_domain('-') && !is_forbidden_domain('{'));
/// ```
#[inline]
pub const fn is_forbidden_domain(c: char) -> bool {
    is_forbidden_host(c) || matches!(c, '\0'..='\u{1F}' | '%' | '\u{7F}')
}

/// Whether `c` is a *URL code point* of the URL Standard: an ASCII
/// alphanumeric, one of ``!$&'()*+,-./:;=?@_~``, or a code point from
/// U+00A0 to U+10FFFD that is not a surrogate or a noncharacter.
///
/// ```
/// use specurl_grammar::chars::is_url_code_point;
/// assert!(is_url_code_point('a') && is_url_code_point('~') && is_url_code_point('é'));
/// assert!(!is_url_code_point('|') && !is_url_code_point(' ') && !is_url_code_point('%'));
/// assert!(!is_url_code_point('\u{80}') && !is_url_code_point('\u{FDD0}'));
/// ```
#[inline]
pub const fn is_url_code_point(c: char) -> bool {
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' => true,
        '!' | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | '-' | '.' | '/' | ':' | ';'
        | '=' | '?' | '@' | '_' | '~' => true,
        _ => {
            let n = c as u32;
            0xA0 <= n && n <= 0x10FFFD && !is_noncharacter(n)
        }
    }
}

#[inline]
const fn is_noncharacter(n: u32) -> bool {
    (0xFDD0 <= n && n <= 0xFDEF) || (n & 0xFFFE) == 0xFFFE
}

/// Whether strict validation takes `c` as it is in `column` (not as part
/// of a percent-encoded byte): its [`Status`] there is neither R, T nor F,
/// and it is a URL code point ([`is_url_code_point`]).
///
/// ```
/// use specurl_grammar::{chars::is_clean_in, table::Column};
/// assert!(is_clean_in(Column::Segment, 'a') && is_clean_in(Column::Query, '/'));
/// // Fixed (percent-encoded) in a segment; not a URL code point.
/// assert!(!is_clean_in(Column::Segment, ' ') && !is_clean_in(Column::Query, '|'));
/// ```
#[inline]
pub const fn is_clean_in(column: Column, c: char) -> bool {
    !matches!(
        status(column, c),
        Status::Rejected | Status::Tolerated | Status::Fixed
    ) && is_url_code_point(c)
}

#[cfg(test)]
mod tests;

/// A character set as a table over bytes: one load per byte where the
/// grammar scans. Non-ASCII bytes answer as all non-ASCII characters do
/// (see [`ascii_or`]).
pub(crate) type ByteSet = [bool; 256];

/// One [`ByteSet`] per mode, indexed by [`in_mode`].
pub(crate) type ModeSets = [ByteSet; 3];

/// The table of a set for `mode`.
#[inline]
pub(crate) fn in_mode(sets: &ModeSets, mode: Mode) -> &ByteSet {
    &sets[mode as usize]
}

/// Builds a [`ByteSet`] from the predicate `$set` (of a `char`) at compile
/// time, `$non_ascii` for the bytes of non-ASCII characters: the tables are
/// the predicates above, not a second list.
macro_rules! byte_set {
    ($non_ascii:expr, |$c:ident| $set:expr) => {{
        let mut table = [$non_ascii; 256];
        let mut b = 0u8;
        while b < 0x80 {
            let $c = b as char;
            table[b as usize] = $set;
            b += 1;
        }
        table
    }};
}

/// A [`ModeSets`] from a predicate of the mode and a `char`.
macro_rules! mode_sets {
    ($non_ascii:expr, |$mode:ident, $c:ident| $set:expr) => {{
        // In the order of `Mode`'s variants, which `in_mode` indexes by.
        const fn for_mode($mode: Mode) -> ByteSet {
            byte_set!($non_ascii, |$c| $set)
        }
        [
            for_mode(Mode::Generic),
            for_mode(Mode::File),
            for_mode(Mode::Web),
        ]
    }};
}

// The byte tables built from the predicates above, below the macros that
// build them (a macro is seen only below its definition).

/// `alpha | digit | + | - | .`: the characters of a scheme after the first.
pub(crate) static SCHEME_CHARS: ByteSet = byte_set!(false, |c| is_scheme_char(c));

/// What an authority may hold: anything up to `s`, `?` or `#`.
pub(crate) static IN_AUTHORITY: ModeSets = mode_sets!(true, |m, c| !ends_authority(m, c));

/// `pct | uchar` (username), as bytes.
pub(crate) static USERNAME_BYTES: ModeSets = mode_sets!(true, |m, c| c == '%' || is_uchar(m, c));

/// `pct | pchar` (password, dir, file), as bytes.
pub(crate) static PCHAR_BYTES: ModeSets = mode_sets!(true, |m, c| c == '%' || is_pchar(m, c));

/// The bits of [`HOST_CLASSES`].
pub mod host_class {
    /// `pct | hchar`: a byte of an opaque host.
    pub const HOST: u8 = 1;
    /// A byte that domain-to-ASCII leaves as it is: ASCII, not uppercase,
    /// not `%` (decoded first), not a forbidden domain code point.
    pub const DOMAIN: u8 = 2;
}

/// The bits of [`PATH_CLASSES`].
pub mod path_class {
    /// `pct | pchar`: a byte of a dir or a file.
    pub const PCHAR: u8 = 1;
    /// `.` or `%`: a segment that starts with it may be dotted.
    pub const DOT: u8 = 2;
    /// Percent-encoded by the segment column (non-ASCII bytes included).
    pub const ENCODE: u8 = 4;
    /// `s` in the mode.
    pub const S: u8 = 8;
    /// `pct | pchar | s`: a byte of a `path-rel` (one bit, so that a run
    /// can test four bytes with one `and`).
    pub const PATH: u8 = 16;
    /// A byte that strict validation does not accept as it is in a
    /// segment: not ASCII, `%` (whose hex digits need a look), or not clean
    /// in the segment column ([`is_clean_in`](super::is_clean_in)). A bit
    /// of the bytes that are not, so that a run notes it among the bits of
    /// any byte, which it computes anyway.
    pub const UNCLEAN: u8 = 0x20;
    /// A `\` that is `s` in the mode (which the href prints `/`).
    pub const BACKSLASH: u8 = 0x80;
}

/// The [`path_class`] bits of every byte, per mode (indexed by `mode as
/// usize`): the table the grammar reads dirs, files and paths with.
///
/// ```
/// use specurl_grammar::{chars::{path_class, PATH_CLASSES}, Mode};
/// let class = |mode: Mode, b: u8| PATH_CLASSES[mode as usize][usize::from(b)];
/// assert_ne!(class(Mode::Web, b'\\') & path_class::S, 0);
/// assert_eq!(class(Mode::Generic, b'\\') & path_class::S, 0);
/// assert_ne!(class(Mode::Web, b'.') & path_class::DOT, 0);
/// ```
pub static PATH_CLASSES: [[u8; 256]; 3] = {
    const fn for_mode(mode: Mode) -> [u8; 256] {
        use path_class::*;
        let mut table = [PCHAR | ENCODE | PATH | UNCLEAN; 256];
        let mut b = 0u8;
        while b < 0x80 {
            let c = b as char;
            let mut class = 0;
            if c == '%' || is_pchar(mode, c) {
                class |= PCHAR;
            }
            if c == '.' || c == '%' {
                class |= DOT;
            }
            if crate::table::is_encoded(Column::Segment, b) {
                class |= ENCODE;
            }
            if is_s(mode, c) {
                class = S | if c == '\\' { BACKSLASH } else { 0 };
            }
            // After `s`, which is in a dir's text as the reader sees it.
            if c == '%' || !is_clean_in(Column::Segment, c) {
                class |= UNCLEAN;
            }
            if class & (PCHAR | S) != 0 {
                class |= PATH;
            }
            table[b as usize] = class;
            b += 1;
        }
        table
    }
    [
        for_mode(Mode::Generic),
        for_mode(Mode::File),
        for_mode(Mode::Web),
    ]
};

/// The [`host_class`] bits of every byte, per mode (indexed by `mode as
/// usize`): the table the grammar reads opaque hosts with.
///
/// ```
/// use specurl_grammar::{chars::{host_class, HOST_CLASSES}, Mode};
/// let class = |mode: Mode, b: u8| HOST_CLASSES[mode as usize][usize::from(b)];
/// assert_ne!(class(Mode::Web, b'a') & host_class::DOMAIN, 0);
/// // Lowercased by domain-to-ASCII.
/// assert_eq!(class(Mode::Web, b'A') & host_class::DOMAIN, 0);
/// assert_eq!(class(Mode::Web, b'/') & host_class::HOST, 0);
/// ```
pub static HOST_CLASSES: [[u8; 256]; 3] = {
    const fn for_mode(mode: Mode) -> [u8; 256] {
        let mut table = [host_class::HOST; 256];
        let mut b = 0u8;
        while b < 0x80 {
            let c = b as char;
            let mut class = 0;
            if c == '%' || is_hchar(mode, c) {
                class |= host_class::HOST;
            }
            if !c.is_ascii_uppercase() && c != '%' && !is_forbidden_domain(c) {
                class |= host_class::DOMAIN;
            }
            table[b as usize] = class;
            b += 1;
        }
        table
    }
    [
        for_mode(Mode::Generic),
        for_mode(Mode::File),
        for_mode(Mode::Web),
    ]
};
