//! `url_search_param_names(url [, base])`: the names of the query's
//! parameters, in order (ClickHouse's `extractURLParameterNames`),
//! decoded as `URLSearchParams` decodes them.

use std::sync::Arc;

use arrow_array::builder::{ListBuilder, StringBuilder};
use arrow_array::ArrayRef;
use arrow_schema::{DataType, Field};

use crate::strings::Arg;
use crate::{url_of_row, Result, Rows, Strings};

/// The result type: `List<Utf8>`, its items never NULL.
///
/// ```
/// assert_eq!(specurl_arrow::url_search_param_names::data_type().to_string(), "List(non-null Utf8)");
/// ```
pub fn data_type() -> DataType {
    DataType::List(item())
}

fn item() -> Arc<Field> {
    Arc::new(Field::new("item", DataType::Utf8, false))
}

/// The kernel of `url_search_param_names(url [, base])`: per row, the
/// name of every pair of the URL's query as `URLSearchParams` lists them
/// (a name as often as it occurs, `+` a space, percent-decoded); empty
/// without a query; NULL where an argument is NULL or the URL does not
/// parse.
///
/// ```
/// use arrow_array::{cast::AsArray, ArrayRef, StringArray};
/// use specurl_arrow::{evaluate, url_search_param_names as n, Evaluated, Input};
/// let args = [Input::Scalar(Some("http://example.com/?a=1&b=2&a%20b&a=3"))];
/// let out = evaluate(&n::UrlSearchParamNames, &args, 1, &n::data_type()).unwrap().into_array();
/// let names: Vec<_> = out.as_list::<i32>().value(0).as_string::<i32>().iter().flatten().map(str::to_owned).collect();
/// assert_eq!(names, ["a", "b", "a b", "a"]);
/// ```
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UrlSearchParamNames;

impl Rows for UrlSearchParamNames {
    fn rows<'a, U: Strings<'a>>(
        &self,
        main: U,
        args: &[Arg<'a>],
        rows: usize,
        _: &DataType,
    ) -> Result<ArrayRef> {
        let mut out = ListBuilder::with_capacity(StringBuilder::new(), rows).with_field(item());
        for row in 0..rows {
            match url_of_row(main, args, row) {
                Some(Some(url)) => {
                    for (name, _) in url.search_params().iter() {
                        out.values().append_value(name);
                    }
                    out.append(true);
                }
                _ => out.append(false),
            }
        }
        Ok(Arc::new(out.finish()))
    }
}
