//! `url_set(url, component, value)`: the URL Standard's setter of
//! `component` (`href`, `protocol`, `username`, `password`, `host`,
//! `hostname`, `port`, `pathname`, `search`, `hash`) applied to the URL as
//! [`Url::set`] applies it, and the new href.

use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use specurl::{Component, Url};

use crate::strings::Arg;
use crate::{Result, Rows, Strings, StringsOut};

/// The kernel of `url_set(url, component, value)`: per row, the URL
/// parsed (without a base), the setter of `component` run with `value`,
/// and the href. A value the setter ignores or refuses leaves the URL as
/// it was, as in the URL API; NULL where an argument is NULL or the URL
/// does not parse. A component of no known name is an error, for a
/// constant one before any row is read. The result has the string type
/// of `url`.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_set::UrlSet, Evaluated, Input};
/// let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![
///     Some("https://example.com/a?x"), Some("mailto:me@example.com"), Some("no URL"), None,
/// ]));
/// let args = [Input::Array(&urls), Input::Scalar(Some("pathname")), Input::Scalar(Some("/b c"))];
/// let Evaluated::Array(out) = evaluate(&UrlSet, &args, 4, &DataType::Utf8).unwrap() else { panic!() };
/// let out: Vec<_> = out.as_string::<i32>().iter().collect();
/// // An opaque path has no pathname setter: the URL stays as it was.
/// assert_eq!(out, [Some("https://example.com/b%20c?x"), Some("mailto:me@example.com"), None, None]);
/// let bad = [Input::Array(&urls), Input::Scalar(Some("origin")), Input::Scalar(Some("x"))];
/// let e = evaluate(&UrlSet, &bad, 4, &DataType::Utf8).unwrap_err();
/// assert!(e.to_string().contains("unknown URL component `origin`"), "{e}");
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlSet;

/// The component of name `name`, or the error that names the ten.
///
/// ```
/// use specurl::Component;
/// assert_eq!(specurl_arrow::url_set::component("hash").unwrap(), Component::Hash);
/// assert!(specurl_arrow::url_set::component("Hash").is_err());
/// ```
pub fn component(name: &str) -> Result<Component> {
    name.parse().map_err(|e: specurl::UnknownComponent| {
        ArrowError::InvalidArgumentError(format!("url_set: {e}"))
    })
}

impl Rows for UrlSet {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        t: &DataType,
    ) -> Result<ArrayRef> {
        let (Some(names), Some(values)) = (args.get(1), args.get(2)) else {
            return Err(ArrowError::InvalidArgumentError(
                "url_set takes three arguments: url, component, value".into(),
            ));
        };
        // A constant name is read, and refused, once per batch.
        let constant = match names.constant() {
            Some(Some(name)) => Some(Some(component(name)?)),
            Some(None) => Some(None),
            None => None,
        };
        let mut out = StringsOut::new(t, rows, main.view());
        for row in 0..rows {
            let which = match constant {
                Some(c) => c,
                None => names.get(row).map(component).transpose()?,
            };
            let (Some(input), Some(which), Some(value)) = (main.get(row), which, values.get(row))
            else {
                out.append_null();
                continue;
            };
            match Url::parse(input, None) {
                Ok(mut url) => {
                    // A refused value leaves the URL as it was, or as far
                    // as the setter went (`SetError::applied`), as the URL
                    // API does; the href is the answer either way.
                    let _ = url.set(which, value);
                    out.append_part(row, url.href(), url.href())?;
                }
                Err(_) => out.append_null(),
            }
        }
        Ok(out.finish())
    }
}
