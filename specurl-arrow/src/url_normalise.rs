//! `url_normalise(url [, level])` and `url_equivalent(a, b, level)`: a
//! URL reference normalised up to an equivalence level, and whether two
//! are equivalent at one, by the level's short name (`'path'`,
//! `'authority'`, `'scheme-based'`, `'scheme'`, `'percent-encoding'` or
//! `'normal'`, `Equivalence::from_short_name`). A level of another name
//! gives NULL.

use std::sync::Arc;

use arrow_array::builder::BooleanBuilder;
use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use specurl::{Equivalence, UrlRef};

use crate::strings::Arg;
use crate::{Result, Rows, Strings, StringsOut};

/// The kernel of `url_normalise(url [, level])`: per row,
/// `UrlRef::parse(url)?.normalise_to(level)` printed (`normal` without a
/// level); NULL where an argument is NULL, the string is not a URL
/// reference or the level has another name. The result has the string
/// type of `url`.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_normalise::UrlNormalise, Input};
/// let out = evaluate(&UrlNormalise, &[Input::Scalar(Some("HTTP://h:80/a/./b/../c"))], 1, &DataType::Utf8)
///     .unwrap()
///     .into_array();
/// assert_eq!(out.as_string::<i32>().value(0), "http://h/a/c");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlNormalise;

impl Rows for UrlNormalise {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = StringsOut::new(t, rows, None);
        for row in 0..rows {
            let level = match args.get(1) {
                Some(l) => l.get(row).map(Equivalence::from_short_name),
                None => Some(Some(Equivalence::Normal)),
            };
            match (main.get(row), level) {
                (Some(input), Some(Some(level))) => match UrlRef::parse(input) {
                    Ok(url) => out.append(&url.normalise_to(level).to_string()),
                    Err(_) => out.append_null(),
                },
                _ => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}

/// The kernel of `url_equivalent(a, b, level)`: per row, whether the URL
/// references `a` and `b` are equivalent at `level`
/// (`UrlRef::equivalent`); `false` when either is not a URL reference,
/// NULL where an argument is NULL or the level has another name.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_normalise::UrlEquivalent, Input};
/// let args = [
///     Input::Scalar(Some("HTTP://h:80/a/./b")),
///     Input::Scalar(Some("http://h/a/b")),
///     Input::Scalar(Some("scheme")),
/// ];
/// let out = evaluate(&UrlEquivalent, &args, 1, &DataType::Boolean).unwrap().into_array();
/// assert!(out.as_boolean().value(0));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlEquivalent;

impl Rows for UrlEquivalent {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let (Some(others), Some(levels)) = (args.get(1), args.get(2)) else {
            return Err(ArrowError::InvalidArgumentError(
                "url_equivalent takes three arguments: a, b, level".into(),
            ));
        };
        let mut out = BooleanBuilder::with_capacity(rows);
        for row in 0..rows {
            let value = match (
                main.get(row),
                others.get(row),
                levels.get(row).and_then(Equivalence::from_short_name),
            ) {
                (Some(a), Some(b), Some(level)) => {
                    Some(match (UrlRef::parse(a), UrlRef::parse(b)) {
                        (Ok(a), Ok(b)) => a.equivalent(&b, level),
                        _ => false,
                    })
                }
                _ => None,
            };
            out.append_option(value);
        }
        Ok(Arc::new(out.finish()))
    }
}
