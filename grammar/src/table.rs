//! The component character table ("Component Characters" in the
//! specification; restated in `figures.md`), encoded once, as data.
//!
//! Every character falls in exactly one row of the table; every component
//! has one [`Column`] in it. Validation reads the [`Status`] of a character in a
//! column; percent-encoding derives its sets from the same data
//! ([`is_encoded`]), so the two can never disagree.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt;

/// How a character is handled in a component: one cell of the table.
///
/// ```
/// use specurl_grammar::table::{status, Column, Status};
/// // A space is fixed (percent-encoded) in a path segment, but tolerated
/// // (kept) in an opaque path.
/// assert_eq!(status(Column::Segment, ' '), Status::Fixed);
/// assert_eq!(status(Column::OpaquePath, ' '), Status::Tolerated);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// `v`: valid.
    Valid,
    /// `E`: valid, but percent-encoded when the URL is normalised.
    Encoded,
    /// `T`: invalid, but tolerated (kept as is).
    Tolerated,
    /// `F`: invalid, fixed by percent-encoding.
    Fixed,
    /// `R`: invalid and rejected: the URL fails.
    Rejected,
    /// `n/a`: the grammar never puts this character in this component.
    NotApplicable,
}

impl Status {
    /// The letter the specification's table uses for this status.
    ///
    /// ```
    /// assert_eq!(specurl_grammar::table::Status::Tolerated.letter(), "T");
    /// ```
    #[inline]
    pub fn letter(self) -> &'static str {
        match self {
            Status::Valid => "v",
            Status::Encoded => "E",
            Status::Tolerated => "T",
            Status::Fixed => "F",
            Status::Rejected => "R",
            Status::NotApplicable => "n/a",
        }
    }

    /// Whether percent-encoding replaces the character (`E` and `F`).
    ///
    /// ```
    /// use specurl_grammar::table::Status;
    /// assert!(Status::Encoded.is_encoded() && Status::Fixed.is_encoded());
    /// assert!(!Status::Tolerated.is_encoded() && !Status::Rejected.is_encoded());
    /// ```
    #[inline]
    pub fn is_encoded(self) -> bool {
        matches!(self, Status::Encoded | Status::Fixed)
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letter())
    }
}

/// A component-type that has a column in the table.
///
/// ```
/// use specurl_grammar::table::{status, Column, Status};
/// // `/` by component: tolerated in an opaque path, valid in a query, and
/// // never inside a segment, where it is the separator.
/// assert_eq!(status(Column::OpaquePath, '/'), Status::Tolerated);
/// assert_eq!(status(Column::Query, '/'), Status::Valid);
/// assert_eq!(status(Column::Segment, '/'), Status::NotApplicable);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Column {
    /// The username of the userinfo.
    Username,
    /// The password of the userinfo.
    Password,
    /// An opaque host (the host of a generic URL).
    OpaqueHost,
    /// A dir or a file component.
    Segment,
    /// The path of a generic URL that has neither an authority nor a
    /// path-root.
    OpaquePath,
    /// The query of a generic or schemeless URL.
    Query,
    /// The query of a web or file URL: as [`Column::Query`], but `'` is
    /// encoded (the table's footnote 1).
    SpecialQuery,
    /// The fragment.
    Fragment,
}

impl Column {
    /// Every column, in the order of the table.
    pub const ALL: [Column; 8] = [
        Column::Username,
        Column::Password,
        Column::OpaqueHost,
        Column::Segment,
        Column::OpaquePath,
        Column::Query,
        Column::SpecialQuery,
        Column::Fragment,
    ];

    /// The component's name as the specification writes it.
    ///
    /// ```
    /// use specurl_grammar::table::Column;
    /// assert_eq!(Column::Segment.name(), "dir/file");
    /// // The two query columns are one component.
    /// assert_eq!(Column::SpecialQuery.to_string(), Column::Query.to_string());
    /// ```
    #[inline]
    pub fn name(self) -> &'static str {
        match self {
            Column::Username => "username",
            Column::Password => "password",
            Column::OpaqueHost => "opaque-host",
            Column::Segment => "dir/file",
            Column::OpaquePath => "opaque path",
            Column::Query => "query",
            Column::SpecialQuery => "query",
            Column::Fragment => "fragment",
        }
    }
}

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A row of the table: a set of characters that every component treats alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Row {
    /// `- . _ ~`
    Unreserved,
    /// alpha ∪ digit
    AlphaDigit,
    /// Non-ASCII code points that are neither controls nor non-characters.
    OtherUnicode,
    /// `! $ & ( ) * + ,`
    SubDelims,
    /// `'`
    Apostrophe,
    /// `; =`
    SemicolonEquals,
    /// `@`
    At,
    /// `:`
    Colon,
    /// `/`
    Slash,
    /// `?`
    Question,
    /// `#`
    Hash,
    /// `%`
    Percent,
    /// u+9, u+A, u+D (removed by preprocessing)
    TabNewline,
    /// u+0
    Nul,
    /// Other controls: C0, DEL, C1 and non-characters.
    OtherControl,
    /// u+20
    Space,
    /// `"`
    Quote,
    /// `< >`
    AngleBrackets,
    /// `` ` ``
    Backtick,
    /// `^`
    Caret,
    /// `[ \ ] |`
    BracketsBackslashPipe,
    /// `{ }`
    Braces,
}

use Status::{
    Encoded as E, Fixed as F, NotApplicable as NA, Rejected as R, Tolerated as T, Valid as V,
};

/// The table itself: one line per [`Row`], one cell per [`Column`] in the
/// order of [`Column::ALL`].
#[rustfmt::skip]
pub(crate) const TABLE: [(Row, [Status; 8]); 22] = [
    //                          user pass host seg  opq  qry  sqry frag
    (Row::Unreserved,            [V,   V,   V,   V,   V,   V,   V,   V ]),
    (Row::AlphaDigit,            [V,   V,   V,   V,   V,   V,   V,   V ]),
    (Row::OtherUnicode,          [E,   E,   E,   E,   E,   E,   E,   E ]),
    (Row::SubDelims,             [V,   V,   V,   V,   V,   V,   V,   V ]),
    (Row::Apostrophe,            [V,   V,   V,   V,   V,   V,   E,   V ]),
    (Row::SemicolonEquals,       [E,   E,   V,   V,   V,   V,   V,   V ]),
    (Row::At,                    [F,   F,   R,   V,   V,   V,   V,   V ]),
    (Row::Colon,                 [NA,  F,   NA,  V,   V,   V,   V,   V ]),
    (Row::Slash,                 [NA,  NA,  NA,  NA,  T,   V,   V,   V ]),
    (Row::Question,              [NA,  NA,  NA,  NA,  NA,  V,   V,   V ]),
    (Row::Hash,                  [NA,  NA,  NA,  NA,  NA,  NA,  NA,  T ]),
    (Row::Percent,               [NA,  NA,  NA,  NA,  NA,  NA,  NA,  NA]),
    (Row::TabNewline,            [NA,  NA,  NA,  NA,  NA,  NA,  NA,  NA]),
    (Row::Nul,                   [F,   F,   R,   F,   F,   F,   F,   F ]),
    (Row::OtherControl,          [F,   F,   F,   F,   F,   F,   F,   F ]),
    (Row::Space,                 [F,   F,   R,   F,   T,   F,   F,   F ]),
    (Row::Quote,                 [F,   F,   T,   F,   T,   F,   F,   F ]),
    (Row::AngleBrackets,         [F,   F,   R,   F,   T,   F,   F,   F ]),
    (Row::Backtick,              [F,   F,   T,   F,   T,   T,   T,   F ]),
    (Row::Caret,                 [F,   F,   R,   F,   T,   T,   T,   T ]),
    (Row::BracketsBackslashPipe, [F,   F,   R,   T,   T,   T,   T,   T ]),
    (Row::Braces,                [F,   F,   T,   F,   T,   T,   T,   T ]),
];

/// The row of a character.
#[inline]
pub(crate) const fn row_of(c: char) -> Row {
    match c {
        '-' | '.' | '_' | '~' => Row::Unreserved,
        'a'..='z' | 'A'..='Z' | '0'..='9' => Row::AlphaDigit,
        '!' | '$' | '&' | '(' | ')' | '*' | '+' | ',' => Row::SubDelims,
        '\'' => Row::Apostrophe,
        ';' | '=' => Row::SemicolonEquals,
        '@' => Row::At,
        ':' => Row::Colon,
        '/' => Row::Slash,
        '?' => Row::Question,
        '#' => Row::Hash,
        '%' => Row::Percent,
        '\t' | '\n' | '\r' => Row::TabNewline,
        '\0' => Row::Nul,
        ' ' => Row::Space,
        '"' => Row::Quote,
        '<' | '>' => Row::AngleBrackets,
        '`' => Row::Backtick,
        '^' => Row::Caret,
        '[' | '\\' | ']' | '|' => Row::BracketsBackslashPipe,
        '{' | '}' => Row::Braces,
        '\u{1}'..='\u{1F}' | '\u{7F}'..='\u{9F}' => Row::OtherControl,
        c if is_non_char(c) => Row::OtherControl,
        _ => Row::OtherUnicode,
    }
}

/// `non-char := { u+FDD0–u+FDEF } ∪ { c | (c + 2) mod 2^16 < 2 }`
#[inline]
const fn is_non_char(c: char) -> bool {
    let c = c as u32;
    (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE
}

/// The status of a character in a column.
///
/// ```
/// use specurl_grammar::table::{status, Column, Status};
/// assert_eq!(status(Column::OpaqueHost, ' '), Status::Rejected);
/// assert_eq!(status(Column::Query, '\''), Status::Valid);
/// assert_eq!(status(Column::SpecialQuery, '\''), Status::Encoded);
/// ```
#[inline]
pub const fn status(column: Column, c: char) -> Status {
    // The table lists the rows in the order of `Row` (checked by a test
    // below), so a row's number is its line: the grammar and validation ask
    // this of every character.
    TABLE[row_of(c) as usize].1[column as usize]
}

/// Whether the ASCII byte `b` is percent-encoded in `column` when a URL is
/// normalised: its [`Status`] there is E or F, or the column does not
/// apply to it and it is not `%`. The one rule behind every percent-encode
/// set and byte table derived from the component table, kept beside
/// [`Status`] so that the character sets below the grammar can ask it.
///
/// ```
/// use specurl_grammar::table::{is_encoded, Column};
/// assert!(is_encoded(Column::Segment, b' ') && is_encoded(Column::SpecialQuery, b'\''));
/// assert!(!is_encoded(Column::Query, b'\'') && !is_encoded(Column::Segment, b'%'));
/// ```
#[inline]
pub const fn is_encoded(column: Column, b: u8) -> bool {
    match status(column, b as char) {
        Status::Encoded | Status::Fixed => true,
        Status::NotApplicable => b != b'%',
        Status::Valid | Status::Tolerated | Status::Rejected => false,
    }
}

#[cfg(test)]
mod tests;
