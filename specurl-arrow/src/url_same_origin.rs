//! `url_same_origin(a, b)` and `url_same_site(a, b)`: whether two URLs'
//! origins are HTML's *same origin* and *same site*.

use std::sync::Arc;

use arrow_array::builder::BooleanBuilder;
use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use specurl::Url;

use crate::strings::Arg;
use crate::{Bases, Result, Rows, Strings};

/// The relation of two URLs' origins a kernel of this module answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Relation {
    /// HTML's *same origin*: the same opaque origin, or tuple origins
    /// with the same scheme, host and port.
    SameOrigin,
    /// HTML's *same site* ([`Url::same_site`]): the same opaque origin,
    /// or tuple origins with the same scheme and the same site of their
    /// hosts, ports ignored.
    SameSite,
}

/// The kernel of `url_same_origin(a, b)`: per row, whether the origins of
/// the URLs `a` and `b` (each parsed without a base) are the same origin;
/// `false` when either does not parse, NULL when either is NULL. A URL
/// whose origin is opaque (`data:`, `file:`, `sc:`) gets a new one each
/// time it is parsed, as in the URL Standard, so it is the same origin as
/// no URL, itself included. The result is `Boolean`.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_same_origin::UrlSameOrigin, Evaluated, Input};
/// let a: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://EXAMPLE.com:443/a"), Some("https://example.com:8443/"), Some("data:,x"), None,
/// ]));
/// let args = [Input::Array(&a), Input::Scalar(Some("https://example.com/b?c"))];
/// let Evaluated::Array(out) = evaluate(&UrlSameOrigin, &args, 4, &DataType::Boolean).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_boolean().iter().collect();
/// assert_eq!(out, [Some(true), Some(false), Some(false), None]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlSameOrigin;

/// The kernel of `url_same_site(a, b)`: per row, whether the origins of
/// the URLs `a` and `b` are HTML's same site ([`Url::same_site`]): the
/// same scheme and the same registrable domain (on the Public Suffix
/// List's ICANN and private sections both), or the same host where there
/// is no registrable domain; ports ignored. `false` when either does not
/// parse or has an opaque origin, NULL when either is NULL.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_same_origin::UrlSameSite, Evaluated, Input};
/// let a: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://a.example.co.uk/"), Some("http://example.co.uk/"), Some("https://a.github.io/"),
/// ]));
/// let b: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://b.example.co.uk:8443/"), Some("https://example.co.uk/"), Some("https://b.github.io/"),
/// ]));
/// let Evaluated::Array(out) = evaluate(&UrlSameSite, &[Input::Array(&a), Input::Array(&b)], 3, &DataType::Boolean).unwrap()
/// else { panic!() };
/// let out: Vec<_> = out.as_boolean().iter().collect();
/// assert_eq!(out, [Some(true), Some(false), Some(false)]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlSameSite;

impl Rows for UrlSameOrigin {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        relation_rows(main, args, rows, Relation::SameOrigin)
    }
}

impl Rows for UrlSameSite {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        relation_rows(main, args, rows, Relation::SameSite)
    }
}

fn relation_rows<'a>(
    main: impl Strings<'a>,
    args: &[Arg<'a>],
    rows: usize,
    relation: Relation,
) -> Result<ArrayRef> {
    let Some(other) = args.get(1) else {
        return Err(ArrowError::InvalidArgumentError(
            "two URLs are compared: (a, b)".into(),
        ));
    };
    // The second URL is most often a constant, or a column of runs of
    // the same one: each is parsed once.
    let mut bases = Bases::default();
    let mut out = BooleanBuilder::with_capacity(rows);
    for row in 0..rows {
        let (Some(a), Some(b)) = (main.get(row), other.get(row)) else {
            out.append_null();
            continue;
        };
        let answer = match (Url::parse(a, None), bases.get(b)) {
            (Ok(a), Some(b)) => match relation {
                Relation::SameOrigin => a.typed_origin() == b.typed_origin(),
                Relation::SameSite => a.same_site(b),
            },
            _ => false,
        };
        out.append_value(answer);
    }
    Ok(Arc::new(out.finish()))
}
