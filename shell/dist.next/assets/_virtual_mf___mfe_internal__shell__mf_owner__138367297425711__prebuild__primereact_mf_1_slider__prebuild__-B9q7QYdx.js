import{r as e}from"./rolldown-runtime-BWaJ3C7D.js";import{F as t,M as n,Q as r,R as i,Y as a,at as o,g as s,k as c,l,lt as u,m as d,mt as f,nt as p,q as m,tt as ee,u as te}from"./_virtual_mf___mfe_internal__shell__mf_owner__138367297425711__loadShare__primereact_mf_1_button__loadShare__.js-VwO03RDE.js";var h=e({Slider:()=>N});f();function g(){return g=Object.assign?Object.assign.bind():function(e){for(var t=1;t<arguments.length;t++){var n=arguments[t];for(var r in n)({}).hasOwnProperty.call(n,r)&&(e[r]=n[r])}return e},g.apply(null,arguments)}function _(e){"@babel/helpers - typeof";return _=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},_(e)}function v(e,t){if(_(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(_(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function y(e){var t=v(e,`string`);return _(t)==`symbol`?t:t+``}function b(e,t,n){return(t=y(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function x(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,r=Array(t);n<t;n++)r[n]=e[n];return r}function S(e){if(Array.isArray(e))return x(e)}function C(e){if(typeof Symbol<`u`&&e[Symbol.iterator]!=null||e[`@@iterator`]!=null)return Array.from(e)}function w(e,t){if(e){if(typeof e==`string`)return x(e,t);var n={}.toString.call(e).slice(8,-1);return n===`Object`&&e.constructor&&(n=e.constructor.name),n===`Map`||n===`Set`?Array.from(e):n===`Arguments`||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?x(e,t):void 0}}function T(){throw TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function ne(e){return S(e)||C(e)||w(e)||T()}function E(e){if(Array.isArray(e))return e}function D(e,t){var n=e==null?null:typeof Symbol<`u`&&e[Symbol.iterator]||e[`@@iterator`];if(n!=null){var r,i,a,o,s=[],c=!0,l=!1;try{if(a=(n=n.call(e)).next,t===0){if(Object(n)!==n)return;c=!1}else for(;!(c=(r=a.call(n)).done)&&(s.push(r.value),s.length!==t);c=!0);}catch(e){l=!0,i=e}finally{try{if(!c&&n.return!=null&&(o=n.return(),Object(o)!==o))return}finally{if(l)throw i}}return s}}function O(){throw TypeError(`Invalid attempt to destructure non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function k(e,t){return E(e)||D(e,t)||w(e,t)||O()}var A=l.extend({defaultProps:{__TYPE:`Slider`,id:null,value:null,min:0,max:100,orientation:`horizontal`,step:null,range:!1,style:null,className:null,disabled:!1,tabIndex:0,onChange:null,onSlideEnd:null,children:void 0},css:{classes:{handle:function(e){var t=e.index,n=e.handleIndex;return i(`p-slider-handle`,{"p-slider-handle-start":t===0,"p-slider-handle-end":t===1,"p-slider-handle-active":n.current===t})},range:`p-slider-range`,root:function(e){var t=e.props,n=e.vertical,r=e.horizontal;return i(`p-slider p-component`,{"p-disabled":t.disabled,"p-slider-horizontal":r,"p-slider-vertical":n})}},styles:`
@layer primereact {
    .p-slider {
        position: relative;
    }
    
    .p-slider .p-slider-handle {
        position: absolute;
        cursor: grab;
        touch-action: none;
        display: block;
        z-index: 1;
    }
    
    .p-slider .p-slider-handle.p-slider-handle-active {
        z-index: 2;
    }
    
    .p-slider-range {
        position: absolute;
        display: block;
    }
    
    .p-slider-horizontal .p-slider-range {
        top: 0;
        left: 0;
        height: 100%;
    }
    
    .p-slider-horizontal .p-slider-handle {
        top: 50%;
    }
    
    .p-slider-vertical {
        height: 100px;
    }
    
    .p-slider-vertical .p-slider-handle {
        left: 50%;
    }
    
    .p-slider-vertical .p-slider-range {
        bottom: 0;
        left: 0;
        width: 100%;
    }
}
`,inlineStyles:{handle:{position:`absolute`},range:{position:`absolute`}}}});function j(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var r=Object.getOwnPropertySymbols(e);t&&(r=r.filter(function(t){return Object.getOwnPropertyDescriptor(e,t).enumerable})),n.push.apply(n,r)}return n}function M(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]==null?{}:arguments[t];t%2?j(Object(n),!0).forEach(function(t){b(e,t,n[t])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):j(Object(n)).forEach(function(t){Object.defineProperty(e,t,Object.getOwnPropertyDescriptor(n,t))})}return e}var N=r(a(function(e,r){var a=s(),l=ee(c),f=A.getProps(e,l),h=u(null),_=u(0),v=u(!1),y=u(!1),b=u(0),x=u(0),S=u(0),C=u(0),w=u(),T=f.range?f.value??[f.min,f.max]:f.value??f.min??0,E=f.orientation===`horizontal`,D=f.orientation===`vertical`,O=k(d({type:`mousemove`,listener:function(e){return J(e)}}),2),j=O[0],N=O[1],P=k(d({type:`mouseup`,listener:function(e){return Y(e)}}),2),F=P[0],re=P[1],I=k(d({type:`touchmove`,listener:function(e){return J(e)}}),2),L=I[0],R=I[1],z=k(d({type:`touchend`,listener:function(e){return Y(e)}}),2),B=z[0],V=z[1],H=A.setMetaData({props:f}),U=H.ptm,W=H.cx,G=H.sx,ie=H.isUnstyled;te(A.css.styles,ie,{name:`slider`});var K=function(e,t){Q(e,(f.range?T[_.current]:T)+(f.step||1)*t),e.preventDefault()},q=function(e,t){f.disabled||(y.current=!0,X(),v.current=!0,_.current=f.range&&T[0]===f.max?0:t,e.preventDefault())},J=function(e){y.current&&(Z(e),e.preventDefault())},Y=function(e){if(y.current){y.current=!1;var t=Z(e);f.onSlideEnd&&f.onSlideEnd({originalEvent:e,value:t}),w.current=void 0,N(),re(),R(),V()}},ae=function(e,t){j(),F(),q(e,t)},oe=function(e,t){e.changedTouches&&e.changedTouches[0]&&(w.current=e.changedTouches[0].identifier),L(),B(),q(e,t)},se=function(e,t){if(!f.disabled)switch(_.current=t,e.key){case`ArrowRight`:case`ArrowUp`:K(e,1);break;case`ArrowLeft`:case`ArrowDown`:K(e,-1);break;case`PageUp`:K(e,10),e.preventDefault();break;case`PageDown`:K(e,-10),e.preventDefault();break;case`Home`:K(e,-T),e.preventDefault();break;case`End`:K(e,f.max),e.preventDefault()}},ce=function(e){if(!f.disabled){if(!v.current){X();var t=Z(e);f.onSlideEnd&&f.onSlideEnd({originalEvent:e,value:t})}v.current=!1}},X=function(){var e=h.current.getBoundingClientRect();b.current=e.left+n.getWindowScrollLeft(),x.current=e.top+n.getWindowScrollTop(),S.current=h.current.offsetWidth,C.current=h.current.offsetHeight},le=function(e){var t=Array.from(e.changedTouches??[]).find(function(e){return e.identifier===w.current})||e;return{pageX:t.pageX,pageY:t.pageY}},Z=function(e){var t,n=le(e),r=n.pageX,i=n.pageY;if(r&&i){t=E?(r-b.current)*100/S.current:(x.current+C.current-i)*100/C.current;var a=(f.max-f.min)*(t/100)+f.min;if(f.step){var o=f.range?T[_.current]:T,s=a-o;s<0?a=o+Math.ceil(a/f.step-o/f.step)*f.step:s>0&&(a=o+Math.floor(a/f.step-o/f.step)*f.step)}else a=Math.floor(a);return Q(e,a)}},Q=function(e,t){var n=parseFloat(t.toFixed(10)),r=n;return f.range?(_.current===0?n<f.min?n=f.min:n>f.max&&(n=f.max):n>f.max?n=f.max:n<f.min&&(n=f.min),r=ne(T),r[_.current]=n,f.onChange&&f.onChange({originalEvent:e,value:r})):(n<f.min?n=f.min:n>f.max&&(n=f.max),r=n,f.onChange&&f.onChange({originalEvent:e,value:r})),r},$=function(e,n,r){e=t.isEmpty(e)?null:e,n=t.isEmpty(n)?null:n;var i={transition:y.current?`none`:null,left:e==null?null:e+`%`,bottom:n==null?null:n+`%`},o=a(M({className:W(`handle`,{index:r,handleIndex:_}),style:M(M({},G(`handle`,{dragging:y,leftValue:e,bottomValue:n})),i),tabIndex:f.tabIndex,role:`slider`,onMouseDown:function(e){return ae(e,r)},onTouchStart:function(e){return oe(e,r)},onKeyDown:function(e){return se(e,r)},"aria-valuemin":f.min,"aria-valuemax":f.max,"aria-valuenow":e||n||0,"aria-orientation":f.orientation},pe),U(`handle`));return m(`span`,o)},ue=function(){var e=(T[0]<f.min?f.min:T[0]-f.min)*100/(f.max-f.min),t=(T[1]>f.max?f.max:T[1]-f.min)*100/(f.max-f.min),n=E?$(e,null,0):$(null,e,0),r=E?$(t,null,1):$(null,t,1),i=t>e?t-e:e-t,o=t>e?e:t,s=E?{left:o+`%`,width:i+`%`}:{bottom:o+`%`,height:i+`%`},c=a({className:W(`range`),style:M(M({},G(`range`)),s)},U(`range`));return m(p,null,m(`span`,c),n,r)},de=function(){var e=T<f.min?f.min:T>f.max?f.max:(T-f.min)*100/(f.max-f.min),t=E?{width:e+`%`}:{height:e+`%`},n=E?$(e,null,null):$(null,e,null),r=a({className:W(`range`),style:M(M({},G(`range`)),t)},U(`range`));return m(p,null,m(`span`,r),n)};o(r,function(){return{props:f,getElement:function(){return h.current}}});var fe=A.getOtherProps(f),pe=t.reduceKeys(fe,n.ARIA_PROPS),me=f.range?ue():de(),he=a({style:f.style,className:i(f.className,W(`root`,{vertical:D,horizontal:E})),onClick:ce},A.getOtherProps(f),U(`root`));return m(`div`,g({id:f.id,ref:h},he),me)}));N.displayName=`Slider`;var P=N,F=Reflect.get(h,`default`)??h;export{P as Slider,F as default};