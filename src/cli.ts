console.log("arh");
