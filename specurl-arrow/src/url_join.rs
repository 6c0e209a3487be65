//! `url_join(base, ref)` and `url_relative(url, base)`: a reference
//! resolved against a base, and the shortest reference from a base. The
//! base is parsed once per batch when it is a constant, once per run of
//! equal bases when it is a column.

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use specurl::Url;

use crate::strings::Arg;
use crate::{Bases, Result, Rows, Strings, StringsOut};

/// The kernel of `url_join(base, ref)`: per row, `Url::parse(base,
/// None)?.join(ref)?.href()`; NULL where an argument is NULL or the base
/// or the result does not parse. The main argument is the reference
/// (the second), and the result has its string type.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_join::UrlJoin, Input};
/// let args = [Input::Scalar(Some("https://example.com/a/b")), Input::Scalar(Some("../c?d"))];
/// let out = evaluate(&UrlJoin, &args, 1, &DataType::Utf8).unwrap().into_array();
/// assert_eq!(out.as_string::<i32>().value(0), "https://example.com/c?d");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlJoin;

impl Rows for UrlJoin {
    const PRIMARY: usize = 1;

    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let Some(base_column) = args.first() else {
            return Err(ArrowError::InvalidArgumentError(
                "url_join takes two arguments: base, ref".into(),
            ));
        };
        let mut out = StringsOut::new(t, rows, None);
        let mut bases = Bases::default();
        for row in 0..rows {
            let joined = match (base_column.get(row), main.get(row)) {
                (Some(base), Some(reference)) => {
                    bases.get(base).and_then(|base| base.join(reference).ok())
                }
                _ => None,
            };
            out.append_option(joined.as_ref().map(|u| u.href()));
        }
        Ok(out.finish())
    }
}

/// The kernel of `url_relative(url, base)`: per row, the shortest
/// reference from the base to the URL, `Url::relative_to`; NULL where an
/// argument is NULL or either does not parse. The result has the string
/// type of `url`.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_join::UrlRelative, Input};
/// let args = [Input::Scalar(Some("https://example.com/a/c?d")), Input::Scalar(Some("https://example.com/a/b"))];
/// let out = evaluate(&UrlRelative, &args, 1, &DataType::Utf8).unwrap().into_array();
/// assert_eq!(out.as_string::<i32>().value(0), "c?d");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlRelative;

impl Rows for UrlRelative {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let Some(base_column) = args.get(1) else {
            return Err(ArrowError::InvalidArgumentError(
                "url_relative takes two arguments: url, base".into(),
            ));
        };
        let mut out = StringsOut::new(t, rows, None);
        let mut bases = Bases::default();
        for row in 0..rows {
            let relative = match (main.get(row), base_column.get(row)) {
                (Some(url), Some(base)) => match (Url::parse(url, None), bases.get(base)) {
                    (Ok(url), Some(base)) => Some(url.relative_to(base).to_string()),
                    _ => None,
                },
                _ => None,
            };
            out.append_option(relative.as_deref());
        }
        Ok(out.finish())
    }
}
