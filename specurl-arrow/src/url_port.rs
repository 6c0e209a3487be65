//! `url_port(url [, base])`: the URL's port as a number.

use std::sync::Arc;

use arrow_array::builder::UInt16Builder;
use arrow_array::ArrayRef;
use arrow_schema::DataType;

use crate::strings::Arg;
use crate::{url_of_row, Result, Rows, Strings};

/// The kernel of `url_port(url [, base])`: per row, `Url::port_number`,
/// a `UInt16`; NULL without a port (a default port is dropped by
/// parsing), where an argument is NULL, or where the URL does not parse.
///
/// ```
/// use arrow_array::{cast::AsArray, types::UInt16Type};
/// use arrow_schema::DataType;
/// use specurl_arrow::{evaluate, url_port::UrlPort, Input};
/// let port = |u| {
///     let out = evaluate(&UrlPort, &[Input::Scalar(Some(u))], 1, &DataType::UInt16).unwrap().into_array();
///     out.as_primitive::<UInt16Type>().iter().next().flatten()
/// };
/// assert_eq!(port("https://h:8443/"), Some(8443));
/// assert_eq!(port("https://h:443/"), None);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlPort;

impl Rows for UrlPort {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = UInt16Builder::with_capacity(rows);
        for row in 0..rows {
            let url = url_of_row(main, args, row).flatten();
            out.append_option(url.and_then(|u| u.port_number()));
        }
        Ok(Arc::new(out.finish()))
    }
}
