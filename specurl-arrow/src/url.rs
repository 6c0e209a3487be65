//! A row's URL: its input and base read from the arguments, parsed
//! borrowing the input where it can, and bases parsed once per run.

use std::borrow::Cow;

use specurl::Url;

use crate::strings::Arg;
use crate::Strings;

/// A URL that may borrow its row's input (`Url::parse_borrowed`).
pub type RowUrl<'a> = Url<Cow<'a, str>>;

/// The URL and the base (when there is a second argument) of row `row`;
/// `None` when either is NULL.
///
/// ```
/// use specurl_arrow::{url_args, Arg};
/// let args = [Arg::Const(Some("../c")), Arg::Const(Some("https://h/a/b"))];
/// assert_eq!(url_args(args[0], &args, 0), Some(("../c", Some("https://h/a/b"))));
/// let args = [Arg::Const(Some("../c")), Arg::Const(None)];
/// assert_eq!(url_args(args[0], &args, 0), None);
/// ```
#[inline]
pub fn url_args<'a>(
    url: impl Strings<'a>,
    args: &[Arg<'a>],
    row: usize,
) -> Option<(&'a str, Option<&'a str>)> {
    let input = url.get(row)?;
    let base = match args.get(1) {
        Some(base) => Some(base.get(row)?),
        None => None,
    };
    Some((input, base))
}

/// The URL of row `row`, parsed as `Url::parse(url, args[1])` (the base
/// only when there is a second argument), borrowing the input where it is
/// already the href: `None` when an argument is NULL, `Some(None)` when
/// the URL does not parse.
///
/// ```
/// use specurl_arrow::{url_of_row, Arg};
/// let args = [Arg::Const(Some("https://EXAMPLE.com"))];
/// let url = url_of_row(args[0], &args, 0).unwrap().unwrap();
/// assert_eq!(url.href(), "https://example.com/");
/// let args = [Arg::Const(Some("not a URL"))];
/// assert!(url_of_row(args[0], &args, 0).unwrap().is_none());
/// ```
#[inline]
pub fn url_of_row<'a>(
    url: impl Strings<'a>,
    args: &[Arg<'a>],
    row: usize,
) -> Option<Option<RowUrl<'a>>> {
    let (input, base) = url_args(url, args, row)?;
    Some(Url::parse_borrowed(input, base).ok())
}

/// The base URLs of a batch, each parsed once: a constant base once per
/// batch, a column of them once per run of equal strings.
///
/// ```
/// let mut bases = specurl_arrow::Bases::default();
/// assert_eq!(bases.get("https://h/a").unwrap().href(), "https://h/a");
/// assert!(bases.get("no base").is_none());
/// ```
#[derive(Debug, Default)]
pub struct Bases {
    last: Option<(String, Option<Url>)>,
}

impl Bases {
    /// The URL of `source`, parsed when it differs from the last one;
    /// `None` when it does not parse.
    pub fn get(&mut self, source: &str) -> Option<&Url> {
        if self.last.as_ref().is_none_or(|(s, _)| s != source) {
            self.last = Some((source.to_owned(), Url::parse(source, None).ok()));
        }
        self.last.as_ref().and_then(|(_, u)| u.as_ref())
    }
}
