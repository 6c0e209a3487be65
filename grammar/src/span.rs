//! The span types every stage reads: a slice of the preprocessed
//! URL-string that knows its offset ([`Span`]), the trait the grammar's
//! tokens are generic over ([`Text`], [`TextOf`]), and the place every
//! error reports ([`SourceSpan`], of two [`Location`]s, and [`Locator`] for
//! many), and the helpers that cut spans ([`split`], [`prefix`], [`skip`],
//! …). The ground floor: it imports nothing else of the crate, so that
//! every error can carry a `SourceSpan`.

use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

mod input;

pub use input::{empty_at, first, prefix, prefix_len, skip, split};

/// The input of every combinator: a slice of the preprocessed URL-string that
/// knows its offset.
///
/// ```
/// use specurl_grammar::{span::Span, url, Mode};
/// let (_, u) = url(Mode::Generic, Span::new("sc:x?q")).unwrap();
/// let q = u.query().unwrap();
/// // A token's offset is in the whole input, not in what its rule was given.
/// assert_eq!((q.location_offset(), *q.fragment()), (5, "q"));
/// ```
pub type Span<'a> = nom_locate::LocatedSpan<&'a str>;

/// What the grammar runs over: a slice of the preprocessed URL-string,
/// either a [`Span`], which knows its line and column, or a plain `&str`,
/// which is cheaper to slice (nom_locate counts the line feeds of every
/// slice that moves a span's start). The tokens are generic over it.
///
/// ```
/// use specurl_grammar::span::Text;
/// let full = "http://h/x";
/// let path = &full[8..];
/// assert_eq!((path.text(), full.offset_of(&path)), ("/x", 8));
/// ```
pub trait Text: Clone + Copy + nom::Input + nom::Offset + fmt::Debug + PartialEq {
    /// The text itself.
    fn text(&self) -> &str;

    /// Where `part`, a slice of `self`, starts in `self`.
    #[inline]
    fn offset_of(&self, part: &Self) -> usize {
        nom::Offset::offset(self, part)
    }
}

impl Text for &str {
    #[inline]
    fn text(&self) -> &str {
        self
    }
}

impl Text for Span<'_> {
    #[inline]
    fn text(&self) -> &str {
        self.fragment()
    }
}

/// A [`Text`] whose slices live for `'a`: what the model borrows the values
/// of its components from, whichever text the grammar ran over.
///
/// ```
/// use specurl_grammar::span::{Span, TextOf};
/// let text = "http://h/x";
/// assert_eq!(TextOf::str(&text[7..8]), TextOf::str(Span::new("h")));
/// ```
pub trait TextOf<'a>: Text {
    /// The text, for `'a`.
    fn str(self) -> &'a str;
}

impl<'a> TextOf<'a> for &'a str {
    #[inline]
    fn str(self) -> &'a str {
        self
    }
}

impl<'a> TextOf<'a> for Span<'a> {
    #[inline]
    fn str(self) -> &'a str {
        self.fragment()
    }
}

/// A position in a string: in the caller's string, before preprocessing,
/// when a [`Source`](crate::source::Source) places it.
///
/// ```
/// use specurl_grammar::span::Location;
/// // Columns count characters: `é` is two bytes but one column.
/// let loc = Location::of("é/x", 3);
/// assert_eq!((loc.offset, loc.line, loc.column), (3, 1, 3));
/// assert_eq!(loc.to_string(), "1:3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Location {
    /// Byte offset from the start of the string.
    pub offset: usize,
    /// Line number, from 1; lines end at `\n`.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
}

impl Location {
    /// The location of a byte offset in `text`; an offset past the end or
    /// inside a character is clamped to the nearest boundary before it.
    ///
    /// ```
    /// use specurl_grammar::span::Location;
    /// let loc = Location::of("ab\ncé d", 6);
    /// assert_eq!((loc.line, loc.column), (2, 3));
    /// ```
    pub fn of(text: &str, offset: usize) -> Location {
        let start = Location {
            offset: 0,
            line: 1,
            column: 1,
        };
        start.advanced(text, offset)
    }

    /// The location of a byte offset in `text` at or after this one,
    /// counted from here: an error's end from its start. Clamped as
    /// [`Location::of`] is.
    pub(crate) fn advanced(self, text: &str, offset: usize) -> Location {
        // `self` is at a boundary, so the floor of a later offset is not
        // before it.
        self.advanced_in_bytes(
            text.as_bytes(),
            floor_boundary(text, offset.max(self.offset)),
        )
    }

    /// [`Location::advanced`] in bytes that need not be UTF-8 (a Unix
    /// path): a column is a byte that does not continue a UTF-8 sequence.
    fn advanced_in_bytes(self, bytes: &[u8], offset: usize) -> Location {
        let offset = offset.min(bytes.len()).max(self.offset);
        let read = &bytes[self.offset..offset];
        // Most of what errors are placed in is one line, and short: one
        // pass of byte counts, without the set-up of a vector search.
        let newline = |b: &&u8| **b == b'\n';
        // A character starts at every byte that is not a continuation byte.
        let chars = |bytes: &[u8]| bytes.iter().filter(|&&b| (b as i8) >= -0x40).count();
        match read.iter().rposition(|&b| b == b'\n') {
            None => Location {
                offset,
                line: self.line,
                column: self.column + chars(read),
            },
            Some(last) => Location {
                offset,
                line: self.line + 1 + read[..last].iter().filter(newline).count(),
                column: 1 + chars(&read[last + 1..]),
            },
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// A range of a string, with the line and column of both ends: the place
/// an error reports, in the string it names (the caller's, before
/// preprocessing, when a [`Source`](crate::source::Source) places it). The
/// grammar's own error is placed by its input slice, which
/// [`Source::source_span`](crate::source::Source::source_span) turns into
/// a `SourceSpan`.
///
/// ```
/// use specurl_grammar::{complete, source::Source, url, Mode, Rule};
/// let src = Source::new("\thttp://h:x/");
/// let e = complete(url(Mode::Web, src.span()), Rule::Url, src.span()).unwrap_err();
/// let span = src.source_span(&e.span);
/// assert_eq!((span.start.column, span.end.column), (11, 12));
/// assert_eq!(span.to_string(), "10..11");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct SourceSpan {
    /// Where the range starts.
    pub start: Location,
    /// Where it ends (exclusive).
    pub end: Location,
}

impl SourceSpan {
    /// The byte range in the original string.
    ///
    /// ```
    /// let src = specurl_grammar::source::Source::new("\thttp://x");
    /// let span = src.source_range(0, 4);
    /// assert_eq!(span.range(), 1..5);
    /// ```
    #[inline]
    pub fn range(&self) -> core::ops::Range<usize> {
        self.start.offset..self.end.offset
    }

    /// The span of the byte range `range` of `text`, its lines and columns
    /// counted there; clamped as [`Location::of`] is.
    ///
    /// ```
    /// use specurl_grammar::span::SourceSpan;
    /// let span = SourceSpan::of("a\nbé/c", 3..5);
    /// assert_eq!((span.start.line, span.start.column, span.end.column), (2, 2, 3));
    /// assert_eq!(span.range(), 3..5);
    /// ```
    pub fn of(text: &str, range: core::ops::Range<usize>) -> SourceSpan {
        let start = Location::of(text, range.start);
        SourceSpan {
            start,
            end: start.advanced(text, range.end),
        }
    }

    /// [`SourceSpan::of`] in bytes that need not be UTF-8, such as a Unix
    /// path: a column is a byte that does not continue a UTF-8 sequence.
    ///
    /// ```
    /// use specurl_grammar::span::SourceSpan;
    /// let span = SourceSpan::of_bytes(b"a\n\xff\xfeb", 2..5);
    /// assert_eq!((span.start.line, span.start.column, span.end.column), (2, 1, 4));
    /// ```
    pub fn of_bytes(bytes: &[u8], range: core::ops::Range<usize>) -> SourceSpan {
        let origin = Location {
            offset: 0,
            line: 1,
            column: 1,
        };
        let start = origin.advanced_in_bytes(bytes, range.start);
        SourceSpan {
            start,
            end: start.advanced_in_bytes(bytes, range.end),
        }
    }
}

/// The spans of many ranges of one text, found in one pass over it: the
/// places of a list of errors in time linear in the text and the list
/// together, where [`Location::of`] for each would read the text again for
/// each (a million errors in a megabyte would take hours). The ranges are
/// asked for in the order they were given.
///
/// ```
/// use specurl_grammar::span::{Locator, SourceSpan};
/// let text = "a\nbc\nd";
/// let mut locator = Locator::new(text, [0..1, 3..4, 5..6]);
/// for range in [0..1, 3..4, 5..6] {
///     assert_eq!(locator.span(range.clone()), SourceSpan::of(text, range));
/// }
/// ```
pub struct Locator<'t> {
    text: &'t str,
    /// The ends of the ranges in order and their locations, when the
    /// ranges were not given in the order of the text; `None` when they
    /// were, and each span is then counted on from the one before as it is
    /// asked for, with nothing stored.
    table: Option<(Vec<usize>, Vec<Location>)>,
    /// In order, the start of the last span asked for: the next is
    /// counted on from it.
    at: Location,
    /// From a table, the index of the last offset asked for: errors are
    /// mostly asked for in the order of the text, so the next is there or
    /// just after.
    last: usize,
}

impl<'t> Locator<'t> {
    /// The spans of `ranges` of `text` (in any order, repeated or not;
    /// clamped as [`Location::of`] clamps offsets).
    pub fn new<I>(text: &'t str, ranges: I) -> Self
    where
        I: IntoIterator<Item = Range<usize>>,
        I::IntoIter: Clone,
    {
        let ranges = ranges
            .into_iter()
            .map(|r| floor_boundary(text, r.start)..floor_boundary(text, r.end));
        let origin = Location {
            offset: 0,
            line: 1,
            column: 1,
        };
        // Errors come mostly in the order of the text, each short (and
        // some repeated: the parser reports one place more than once).
        // Then each span's start is counted on from the start before, and
        // its end from its start, and a million errors cost no table of
        // a million locations. Counted so, the text is read once, and the
        // ranges once more: the bound keeps that linear in the text.
        let mut read = 0;
        let in_order = ranges
            .clone()
            .try_fold(0, |last, r| {
                read += r.end.saturating_sub(r.start);
                (r.start >= last && r.end >= r.start && read <= 2 * text.len()).then_some(r.start)
            })
            .is_some();
        let table = (!in_order).then(|| {
            let mut offsets: Vec<usize> = ranges.flat_map(|r| [r.start, r.end]).collect();
            offsets.sort_unstable();
            offsets.dedup();
            // Each location counted on from the one before: the text is
            // read once, by the rule every location of the crate is
            // counted by.
            let mut at = origin;
            let locations = offsets
                .iter()
                .map(|&o| {
                    at = at.advanced(text, o);
                    at
                })
                .collect();
            (offsets, locations)
        });
        Locator {
            text,
            table,
            at: origin,
            last: 0,
        }
    }

    /// The span of `range`, one of those given to [`Locator::new`], in the
    /// order they were given (another range is placed, but not
    /// necessarily where [`SourceSpan::of`] would).
    pub fn span(&mut self, range: Range<usize>) -> SourceSpan {
        if self.table.is_none() {
            // Given in order, so asked for in order: never before the last
            // (which `advanced` would clamp to, not go back to).
            self.at = self.at.advanced(self.text, range.start);
            return SourceSpan {
                start: self.at,
                end: self.at.advanced(self.text, range.end),
            };
        }
        SourceSpan {
            start: self.get(range.start),
            end: self.get(range.end),
        }
    }

    /// The location of `offset`, an end of a range given to
    /// [`Locator::new`], from the table.
    fn get(&mut self, offset: usize) -> Location {
        let Some((offsets, locations)) = &self.table else {
            return Location::of(self.text, offset);
        };
        let offset = floor_boundary(self.text, offset);
        let near = self.last..offsets.len().min(self.last + 2);
        let found = match offsets[near.clone()].iter().position(|&o| o == offset) {
            Some(i) => Ok(near.start + i),
            None => offsets.binary_search(&offset),
        };
        match found {
            Ok(i) => {
                self.last = i;
                locations[i]
            }
            Err(i) => locations
                .get(i.saturating_sub(1))
                .copied()
                .unwrap_or_default(),
        }
    }
}

/// `offset`, clamped to the text and moved back to a character boundary, as
/// [`Location::of`] does.
#[inline]
fn floor_boundary(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

impl fmt::Display for SourceSpan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start.offset, self.end.offset)
    }
}

#[cfg(test)]
mod tests;
