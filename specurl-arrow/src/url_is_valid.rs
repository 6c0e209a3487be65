//! `url_is_valid(url, profile)`: whether the string is a valid URL under
//! the profile `'lenient'`, `'strict'` or `'whatwg'`, as
//! `specurl::is_valid` with the generic mode as fallback (a scheme picks
//! its own mode). A profile of another name gives NULL.

use std::sync::Arc;

use arrow_array::builder::BooleanBuilder;
use arrow_array::ArrayRef;
use arrow_schema::{ArrowError, DataType};
use specurl::grammar::Mode;
use specurl::validate::Strictness;

use crate::strings::Arg;
use crate::{Result, Rows, Strings};

/// The strictness named `name` (`url_is_valid`'s profile), by
/// `Strictness::name`, in any case.
///
/// ```
/// use specurl::validate::Strictness;
/// assert_eq!(specurl_arrow::url_is_valid::strictness("WHATWG"), Some(Strictness::Whatwg));
/// assert_eq!(specurl_arrow::url_is_valid::strictness("loose"), None);
/// ```
pub fn strictness(name: &str) -> Option<Strictness> {
    [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg]
        .into_iter()
        .find(|s| s.name().eq_ignore_ascii_case(name))
}

/// The kernel of `url_is_valid(url, profile)`: per row,
/// `specurl::validate::is_valid(url, Mode::Generic, profile)`; NULL where an
/// argument is NULL or the profile has another name.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_is_valid::UrlIsValid, Input};
/// let args = [Input::Scalar(Some("https://example.com/a b")), Input::Scalar(Some("whatwg"))];
/// let out = evaluate(&UrlIsValid, &args, 1, &DataType::Boolean).unwrap().into_array();
/// assert!(!out.as_boolean().value(0));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlIsValid;

impl Rows for UrlIsValid {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let Some(profiles) = args.get(1) else {
            return Err(ArrowError::InvalidArgumentError(
                "url_is_valid takes two arguments: url, profile".into(),
            ));
        };
        let mut out = BooleanBuilder::with_capacity(rows);
        for row in 0..rows {
            let value = match (main.get(row), profiles.get(row).and_then(strictness)) {
                (Some(input), Some(strictness)) => Some(specurl::validate::is_valid(
                    input,
                    Mode::Generic,
                    strictness,
                )),
                _ => None,
            };
            out.append_option(value);
        }
        Ok(Arc::new(out.finish()))
    }
}
