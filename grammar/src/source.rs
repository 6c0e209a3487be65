//! Preprocessing ("Parsing › Preprocessing") and positions in the caller's
//! string.
//!
//! Preprocessing trims leading and trailing c0-space and removes tab, line
//! feed and carriage return. The grammar then works on the preprocessed text,
//! but every position it reports is mapped back to the **original** string
//! with [`Source::original_offset`] and [`Source::location`], so that a
//! diagnostic points at what the caller wrote.
//!
//! Unlike the URL Specification's third preprocessing step, `\` is not rewritten to `/`:
//! the grammar's mode-dependent set `s` accepts it, so spans stay faithful.

#[allow(unused_imports)]
use crate::prelude::*;

use alloc::borrow::Cow;
use core::fmt;

use crate::chars::{is_c0_space, is_tab_or_newline};
use crate::span::{Location, SourceSpan, Span};

/// A URL-string after preprocessing, with what is needed to map positions in
/// it back to the string the caller gave.
///
/// ```
/// use specurl_grammar::source::Source;
/// let src = Source::new("  http://a\tb/ ");
/// assert_eq!(src.text(), "http://ab/");
/// // `b` is at offset 8 of the preprocessed text, 11 of the original.
/// assert_eq!(src.original_offset(8), 11);
/// ```
#[derive(Clone)]
pub struct Source<'a> {
    original: &'a str,
    text: Cow<'a, str>,
    /// Bytes trimmed from the front.
    lead: usize,
    /// For each tab/newline character removed after `lead`, in order: how
    /// many kept characters precede it. Non-decreasing.
    kept_before: Vec<usize>,
}

/// Whether `bytes` has a tab, line feed or carriage return. Every input is
/// scanned for them, nearly always in vain: in blocks, without a branch per
/// byte, so that the compiler can vectorise the scan.
#[inline]
fn has_tab_or_newline(bytes: &[u8]) -> bool {
    let is_removed = |b: u8| u8::from(b == b'\t') | u8::from(b == b'\n') | u8::from(b == b'\r');
    let in_block = |block: &[u8]| block.iter().fold(0, |seen, &b| seen | is_removed(b)) != 0;
    if bytes.len() < 16 {
        return bytes.iter().any(|&b| is_removed(b) != 0);
    }
    // The last block overlaps the one before it rather than leaving a
    // remainder to test byte by byte.
    bytes.chunks_exact(16).any(in_block) || in_block(&bytes[bytes.len() - 16..])
}

/// Where `original` starts and ends once leading and trailing c0-space is
/// trimmed: preprocessing's first step, as byte offsets.
///
/// ```
/// use specurl_grammar::source::trimmed;
/// assert_eq!(trimmed(" \0a b\n"), (2, 5));
/// assert_eq!(trimmed("  "), (2, 2));
/// ```
#[inline]
pub fn trimmed(original: &str) -> (usize, usize) {
    // c0-space is ASCII: bytes will do.
    let bytes = original.as_bytes();
    let start = bytes
        .iter()
        .position(|&b| !is_c0_space(b as char))
        .unwrap_or(bytes.len());
    let end = bytes
        .iter()
        .rposition(|&b| !is_c0_space(b as char))
        .map_or(start, |i| i + 1);
    (start, end)
}

/// The preprocessed text of `original` ([`Source::text`]) alone, without
/// what maps positions back to `original`: for the readings that report
/// no position, or that build the [`Source`] only on the way to an error.
/// Most inputs only lose their ends, and the text borrows.
///
/// ```
/// use std::borrow::Cow;
/// use specurl_grammar::source::preprocess;
/// assert_eq!(preprocess(" http://h/ "), Cow::Borrowed("http://h/"));
/// assert_eq!(preprocess("ht\ttp://h"), "http://h");
/// ```
#[inline]
pub fn preprocess(original: &str) -> Cow<'_, str> {
    let (start, end) = trimmed(original);
    without_tab_or_newline(&original[start..end])
}

/// `text` without its tabs and newlines (preprocessing's second step, on
/// its own); borrowed when it has none.
///
/// ```
/// use specurl_grammar::source::without_tab_or_newline;
/// assert_eq!(without_tab_or_newline(" a\tb\r\n"), " ab");
/// ```
#[inline]
pub fn without_tab_or_newline(text: &str) -> Cow<'_, str> {
    if has_tab_or_newline(text.as_bytes()) {
        Cow::Owned(text.chars().filter(|&c| !is_tab_or_newline(c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

impl<'a> Source<'a> {
    /// Preprocesses `original`. Borrows when nothing but trimming is needed.
    ///
    /// ```
    /// use specurl_grammar::source::Source;
    /// // c0-space is trimmed at the ends only; tabs and newlines, everywhere.
    /// assert_eq!(Source::new("\0 a b\n").text(), "a b");
    /// assert_eq!(Source::new("ht\ntp://\th").text(), "http://h");
    /// ```
    #[inline]
    pub fn new(original: &'a str) -> Self {
        let (start, end) = trimmed(original);
        Source::between(original, start, end)
    }

    /// Preprocesses `original` as the basic URL parser does when it is
    /// given a URL to change (a setter's value): tab, line feed and
    /// carriage return are removed, but nothing is trimmed.
    ///
    /// ```
    /// use specurl_grammar::source::Source;
    /// let src = Source::untrimmed(" a\tb ");
    /// assert_eq!((src.text(), src.original_offset(2)), (" ab ", 3));
    /// ```
    #[inline]
    pub fn untrimmed(original: &'a str) -> Self {
        Source::between(original, 0, original.len())
    }

    /// The source of `original` whose preprocessed text is `text`, which
    /// is not computed again: `text` must be [`preprocess`] of `original`.
    ///
    /// ```
    /// use specurl_grammar::source::{preprocess, Source};
    /// let original = " a\tb";
    /// let src = Source::of_preprocessed(original, preprocess(original));
    /// assert_eq!((src.text(), src.original_offset(1)), ("ab", 3));
    /// ```
    #[inline]
    pub fn of_preprocessed(original: &'a str, text: Cow<'a, str>) -> Self {
        let (start, end) = trimmed(original);
        Source::with_text(original, start, end, text)
    }

    /// `original[start..end]`, tab and newlines removed.
    #[inline]
    fn between(original: &'a str, start: usize, end: usize) -> Self {
        let text = without_tab_or_newline(&original[start..end]);
        Source::with_text(original, start, end, text)
    }

    /// `original[start..end]`, whose text without tabs and newlines is
    /// `text`.
    #[inline]
    fn with_text(original: &'a str, start: usize, end: usize, text: Cow<'a, str>) -> Self {
        let trimmed = &original[start..end];
        let kept_before: Vec<usize> = match text {
            Cow::Borrowed(_) => Vec::new(),
            Cow::Owned(_) => trimmed
                .bytes()
                .enumerate()
                .filter(|&(_, b)| matches!(b, b'\t' | b'\n' | b'\r'))
                .enumerate()
                .map(|(n, (i, _))| i - n)
                .collect(),
        };
        Source {
            original,
            text,
            lead: start,
            kept_before,
        }
    }

    /// The string the caller gave.
    ///
    /// ```
    /// let src = specurl_grammar::source::Source::new(" x\t");
    /// assert_eq!((src.original(), src.text()), (" x\t", "x"));
    /// ```
    #[inline]
    pub fn original(&self) -> &'a str {
        self.original
    }

    /// The preprocessed text, which the grammar parses.
    ///
    /// ```
    /// // A vertical tab is c0-space, trimmed at the ends, but kept inside.
    /// let src = specurl_grammar::source::Source::new("\u{b}a\u{b}b\u{b}");
    /// assert_eq!(src.text(), "a\u{b}b");
    /// ```
    #[inline]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The preprocessed text, when it is a slice of the original string
    /// (nothing but trimming was needed): what a borrowing reader can hand
    /// back as it is.
    ///
    /// ```
    /// use specurl_grammar::source::Source;
    /// assert_eq!(Source::new(" a ").borrowed_text(), Some("a"));
    /// assert_eq!(Source::new("a\tb").borrowed_text(), None);
    /// ```
    #[inline]
    pub fn borrowed_text(&self) -> Option<&'a str> {
        match self.text {
            Cow::Borrowed(t) => Some(t),
            Cow::Owned(_) => None,
        }
    }

    /// The preprocessed text as a grammar input.
    ///
    /// ```
    /// use specurl_grammar::{source::Source, url, Mode};
    /// let src = Source::new(" sc:a\n/b ");
    /// let (_, u) = url(Mode::Generic, src.span()).unwrap();
    /// // Offsets in the preprocessed text, not in the original.
    /// assert_eq!(u.path().file().unwrap().location_offset(), 5);
    /// ```
    #[inline]
    pub fn span(&self) -> Span<'_> {
        Span::new(&self.text)
    }

    /// Maps an offset in the preprocessed text to the offset of the same
    /// character in the original string.
    ///
    /// ```
    /// let src = specurl_grammar::source::Source::new(" a\tb");
    /// assert_eq!(src.text(), "ab");
    /// assert_eq!((src.original_offset(0), src.original_offset(1)), (1, 3));
    /// ```
    #[inline]
    pub fn original_offset(&self, offset: usize) -> usize {
        // A removed character precedes the kept character at `offset` when
        // at most `offset` kept characters come before it.
        offset + self.lead + self.kept_before.partition_point(|&k| k <= offset)
    }

    /// Maps the exclusive end of a range in the preprocessed text: unlike a
    /// start, an end does not move past removed characters that follow the
    /// range.
    ///
    /// ```
    /// let src = specurl_grammar::source::Source::new("a\tb");
    /// // After `a`: the start of `b` is past the tab, the end of `a` is not.
    /// assert_eq!(src.original_offset(1), 2);
    /// assert_eq!(src.original_end(1), 1);
    /// ```
    #[inline]
    pub fn original_end(&self, end: usize) -> usize {
        end + self.lead + self.kept_before.partition_point(|&k| k < end)
    }

    /// The span in the original string of a span of the preprocessed text.
    ///
    /// ```
    /// use specurl_grammar::{source::Source, url, Mode};
    /// let src = Source::new("  http://h\t/x");
    /// let (_, u) = url(Mode::Web, src.span()).unwrap();
    /// let file = u.path().file().unwrap();
    /// assert_eq!(file.location_offset(), 9);
    /// assert_eq!(src.source_span(&file).range(), 12..13);
    /// ```
    pub fn source_span(&self, span: &Span<'_>) -> SourceSpan {
        let start = span.location_offset();
        self.source_range(start, start + span.fragment().len())
    }

    /// The span in the original string of a range of the preprocessed text.
    ///
    /// ```
    /// let src = specurl_grammar::source::Source::new("a\tb\tc");
    /// // The tab inside the range is part of it; those at its ends are not.
    /// assert_eq!(src.source_range(1, 2).range(), 2..3);
    /// assert_eq!(src.source_range(0, 2).range(), 0..3);
    /// ```
    pub fn source_range(&self, start: usize, end: usize) -> SourceSpan {
        let range = self.original_range(start, end);
        let start = self.location(range.start);
        SourceSpan {
            start,
            end: start.advanced(self.original, range.end),
        }
    }

    /// The byte range in the original string of a range of the
    /// preprocessed text, as [`Source::source_range`] places it.
    ///
    /// ```
    /// use specurl_grammar::source::Source;
    /// let src = Source::new(" a\tbc");
    /// assert_eq!(src.original_range(1, 3), 3..5);
    /// assert_eq!(src.original_range(2, 2), 4..4);
    /// ```
    #[inline]
    pub fn original_range(&self, start: usize, end: usize) -> core::ops::Range<usize> {
        let s = self.original_offset(start);
        let e = if end > start {
            self.original_end(end)
        } else {
            s
        };
        s..e
    }

    /// Line and column of an offset in the original string.
    ///
    /// ```
    /// let src = specurl_grammar::source::Source::new("http://h/\nx");
    /// // `x` is at 9 in the preprocessed text, on the second line of the original.
    /// let loc = src.location(src.original_offset(9));
    /// assert_eq!((loc.offset, loc.line, loc.column), (10, 2, 1));
    /// ```
    pub fn location(&self, offset: usize) -> Location {
        Location::of(self.original, offset)
    }
}

impl fmt::Debug for Source<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Source")
            .field("original", &self.original)
            .field("text", &self.text)
            .finish()
    }
}

#[cfg(test)]
mod tests;
