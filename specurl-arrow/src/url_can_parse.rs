//! `url_can_parse(url [, base])`: whether `Url::can_parse` accepts the
//! URL, without building it.

use std::sync::Arc;

use arrow_array::builder::BooleanBuilder;
use arrow_array::ArrayRef;
use arrow_schema::DataType;
use specurl::Url;

use crate::strings::Arg;
use crate::{url_args, Result, Rows, Strings};

/// The kernel of `url_can_parse(url [, base])`: per row,
/// `Url::can_parse(url, base)`, a `Boolean`; NULL where an argument is
/// NULL.
///
/// ```
/// use arrow_array::cast::AsArray;
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_can_parse::UrlCanParse, Input};
/// let args = [Input::Scalar(Some("/a")), Input::Scalar(Some("https://example.com/"))];
/// let out = evaluate(&UrlCanParse, &args, 1, &DataType::Boolean).unwrap().into_array();
/// assert!(out.as_boolean().value(0));
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlCanParse;

impl Rows for UrlCanParse {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = BooleanBuilder::with_capacity(rows);
        for row in 0..rows {
            let can = url_args(main, args, row).map(|(input, base)| Url::can_parse(input, base));
            out.append_option(can);
        }
        Ok(Arc::new(out.finish()))
    }
}
