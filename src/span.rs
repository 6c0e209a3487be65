//! The span types every stage reads: a slice of the preprocessed
//! URL-string that knows its offset ([`Span`]), and the trait the grammar's
//! tokens are generic over ([`Text`], [`TextOf`]). The ground floor: it
//! imports nothing of the crate.

use core::fmt;

/// The input of every combinator: a slice of the preprocessed URL-string that
/// knows its offset.
///
/// ```
/// use specurl::grammar::{url, Mode, Span};
/// let (_, u) = url(Mode::Generic, Span::new("sc:x?q")).unwrap();
/// let q = u.query.unwrap();
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
/// use specurl::grammar::Text;
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
/// use specurl::grammar::{Span, TextOf};
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
